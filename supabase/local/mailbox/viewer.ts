import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Mailbox, StoredMail } from './mailbox.ts';
import { renderedEmailHtml } from './rendered-email.ts';
import {
  createMemoryDomainStore,
  type DomainEventType,
  type DomainStatus,
  type DomainStore,
  type LocalDomain,
  withStatus,
} from './resend-domains.ts';
import { domainsPage, type MessageView, mailboxPage } from './viewer-pages.ts';

/**
 * What happens to a message in the viewer: a reader opens it or follows a link, or the developer
 * plays the recipient's mail server (bounce, complaint) or the provider giving up on it (failed). webhook-events.ts reports them to
 * resend-webhook as Resend would.
 */
export type MailViewerEvent =
  | { type: 'opened'; mail: StoredMail }
  | { type: 'clicked'; mail: StoredMail; url: string }
  | { type: 'bounced'; mail: StoredMail }
  | { type: 'complained'; mail: StoredMail }
  | { type: 'failed'; mail: StoredMail };

const REPORTS = { bounce: 'bounced', complain: 'complained', fail: 'failed' } as const;

export interface MailViewerOptions {
  /** Told when a message is opened or a link in it followed; a failure never breaks the viewer. */
  onEvent?: (event: MailViewerEvent) => void | Promise<void>;
  /** The local Resend account's domains (the same store as the outbox's). */
  domains?: DomainStore;
  /** Told when Verify or Fail changes a domain (the hook for `domain.updated`). */
  onDomainChanged?: (type: DomainEventType, domain: LocalDomain) => void | Promise<void>;
}

const DOMAIN_CHECKS = { verify: 'verified', fail: 'failed' } as const satisfies Record<string, DomainStatus>;

/** The mail viewer: an HTML page for people and a JSON API (`/api/messages`) for tests and tools. */
export function mailViewerApp(mailbox: Mailbox, options: MailViewerOptions = {}) {
  const app = new Hono();
  const report = async (event: MailViewerEvent) => {
    try {
      await options.onEvent?.(event);
    } catch (error) {
      console.error('mail viewer: event handler failed', error);
    }
  };

  app.get('/', async (c) => c.html(mailboxPage(await mailbox.list())));

  app.get('/messages/:id', async (c) => {
    const [messages, mail] = await Promise.all([mailbox.list(), mailbox.get(c.req.param('id'))]);
    if (!mail) return c.html(mailboxPage(messages), 404);
    const view = chosenView(c.req.query('view'), mail);
    const reported = reportedEvent(c.req.query('reported'));
    // The page a report returns to is not another reading of the message.
    if (!reported) await report({ type: 'opened', mail });
    return c.html(mailboxPage(messages, { mail, view, reported }));
  });

  // The recipient's mail server, played by hand: only messages sent through the local Resend API.
  app.post('/messages/:id/:action{bounce|complain|fail}', async (c) => {
    const mail = await mailbox.get(c.req.param('id'));
    if (mail?.source !== 'resend') return c.text('Not found', 404);
    const type = REPORTS[c.req.param('action') as keyof typeof REPORTS];
    await report({ type, mail });
    const view = chosenView(c.req.query('view'), mail);
    return c.redirect(`/messages/${encodeURIComponent(mail.id)}?view=${view}&reported=${type}`, 303);
  });

  // The email's own HTML, for the sandboxed frame; the CSP sandboxes it even if opened directly.
  app.get('/messages/:id/html', async (c) => {
    const mail = await mailbox.get(c.req.param('id'));
    if (!mail?.html) return c.text('Not found', 404);
    const clickUrl = (target: string) =>
      `/messages/${encodeURIComponent(mail.id)}/click?url=${encodeURIComponent(target)}`;
    c.header(
      'Content-Security-Policy',
      "sandbox allow-popups allow-popups-to-escape-sandbox; script-src 'none'",
    );
    return c.html(renderedEmailHtml(mail.html, clickUrl));
  });

  app.get('/messages/:id/click', async (c) => {
    const mail = await mailbox.get(c.req.param('id'));
    const url = c.req.query('url') ?? '';
    if (!mail || !/^https?:\/\//i.test(url)) return c.text('Not found', 404);
    await report({ type: 'clicked', mail, url });
    return c.redirect(url, 302);
  });

  // The local Resend account's domains, and Resend's DNS check played by hand.
  const domains = options.domains ?? createMemoryDomainStore();
  app.get('/domains', async (c) => {
    const name = c.req.query('changed');
    const changed = name ? await domains.findByName(name) : undefined;
    return c.html(
      domainsPage(await domains.list(), changed ? { name: changed.name, status: changed.status } : undefined),
    );
  });
  app.post('/domains/:id/:action{verify|fail}', async (c) => {
    const domain = await domains.get(c.req.param('id'));
    if (!domain) return c.text('Not found', 404);
    const status = DOMAIN_CHECKS[c.req.param('action') as keyof typeof DOMAIN_CHECKS];
    const updated = withStatus(domain, status);
    await domains.save(updated);
    try {
      await options.onDomainChanged?.('domain.updated', updated);
    } catch (error) {
      console.error('mail viewer: domain handler failed', error);
    }
    return c.redirect(`/domains?changed=${encodeURIComponent(updated.name)}`, 303);
  });
  app.get('/api/domains', async (c) => c.json(await domains.list()));

  app.post('/clear', async (c) => {
    await mailbox.clear();
    return c.redirect('/', 303);
  });

  app.get('/api/messages', async (c) => c.json(await mailbox.list()));
  app.get('/api/messages/:id', async (c) => {
    const mail = await mailbox.get(c.req.param('id'));
    return mail ? c.json(mail) : c.json({ message: 'Not found' }, 404);
  });
  app.delete('/api/messages', async (c) => {
    await mailbox.clear();
    return c.body(null, 204);
  });
  return app;
}

const reportedEvent = (value: string | undefined) =>
  value === 'bounced' || value === 'complained' || value === 'failed' ? value : undefined;

function chosenView(requested: string | undefined, mail: StoredMail): MessageView {
  if (requested === 'headers') return 'headers';
  if (requested === 'text' || !mail.html) return 'text';
  return 'html';
}

export function startMailViewer(
  mailbox: Mailbox,
  host: string,
  port: number,
  options: MailViewerOptions = {},
) {
  return serve({ fetch: mailViewerApp(mailbox, options).fetch, hostname: host, port });
}
