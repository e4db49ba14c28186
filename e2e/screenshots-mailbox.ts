/**
 * Screenshots of the local mailbox (a dev tool, English only) with a campaign message sent through
 * its Resend outbox: the message, its headers (List-Unsubscribe included), the Bounce and Complain
 * buttons and the confirmation after a bounce, and the Domains page of the local Resend account
 * (a pending and a verified domain, then Verify pressed), at desktop and phone widths, into the git-ignored
 * screenshots/ folder: `node e2e/screenshots-mailbox.ts`. Events go to a loopback stand-in for
 * resend-webhook that accepts them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { LOCAL_RESEND_WEBHOOK_SECRET } from '../supabase/functions/_shared/webhooks/resend-events.ts';
import { createFileMailbox } from '../supabase/local/mailbox/file-mailbox.ts';
import { resendOutboxApp } from '../supabase/local/mailbox/resend-api.ts';
import { createFileDomainStore } from '../supabase/local/mailbox/resend-domains.ts';
import { mailViewerApp } from '../supabase/local/mailbox/viewer.ts';
import { localResendWebhooks } from '../supabase/local/mailbox/webhook-events.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { shoot } from './support/screenshot-pages.ts';

const dir = mkdtempSync(join(tmpdir(), 'mailbox-screenshots-'));
const webhook = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
});
await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
const mailbox = createFileMailbox(dir);
const events = localResendWebhooks({
  url: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/functions/v1/resend-webhook`,
  secret: () => LOCAL_RESEND_WEBHOOK_SECRET,
});
const domains = createFileDomainStore(join(dir, 'domains'));
const app = new Hono()
  .route(
    '/resend',
    resendOutboxApp(mailbox, {
      onDelivered: events.delivered,
      domains,
      onDomainChanged: events.domainChanged,
    }),
  )
  .route(
    '/',
    mailViewerApp(mailbox, { onEvent: events.viewed, domains, onDomainChanged: events.domainChanged }),
  );
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const mailUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
process.env.E2E_BASE_URL = mailUrl;

await mailbox.deliver({
  from: 'Pitchcraft <no-reply@pitchcraft.local>',
  to: ['owner@pitchcraft.local'],
  subject: 'Confirm your email',
  text: 'Confirm your email: http://127.0.0.1:5173/auth/confirm?token=abc',
});
const unsubscribe =
  'http://127.0.0.1:54321/functions/v1/unsubscribe?token=4f1c2b9e-7a51-4c0e-9a43-2f0e6d1b8c77';
const sent = await fetch(`${mailUrl}/resend/emails`, {
  method: 'POST',
  headers: { authorization: 'Bearer re_local_outbox', 'content-type': 'application/json' },
  body: JSON.stringify({
    from: 'Bluebird Bikes <hello@bluebirdbikes.example>',
    to: ['ana.lopez@example.com'],
    subject: 'Spring tune-up week: 20% off every service',
    html: `<html><head></head><body style="font-family:sans-serif;max-width:560px;margin:auto;padding:24px">
<h1 style="color:#1c4e80">Spring tune-up week</h1>
<p>Bring your bike in before April 30 and every service is 20% off.</p>
<p><a href="https://bluebirdbikes.example/book?utm_campaign=spring" style="background:#1c4e80;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Book a tune-up</a></p>
<hr><p style="font-size:12px;color:#666">Bluebird Bikes · 18 Harbor Street, Portland, OR 97201, United States<br>
<a href="${unsubscribe}">Unsubscribe</a></p></body></html>`,
    text: `Spring tune-up week\nBook: https://bluebirdbikes.example/book\nUnsubscribe: ${unsubscribe}`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    tags: [{ name: 'campaign', value: 'd4a3f6e5-0000-4000-8000-000000000001' }],
  }),
});
const { id } = (await sent.json()) as { id: string };
const resendApi = async (path: string, body?: unknown) =>
  (await (
    await fetch(`${mailUrl}/resend${path}`, {
      method: 'POST',
      headers: { authorization: 'Bearer re_local_outbox', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  ).json()) as { id: string };
for (const name of ['mail.bluebirdbikes.example', 'mail.casa-verde.com']) {
  await resendApi(`/domains/${(await resendApi('/domains', { name })).id}/verify`);
}

ensureChromium();
const browser = await launchBrowser();
try {
  for (const [viewport, suffix] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    const page = await openPage(browser, viewport);
    await page.goto(`/messages/${id}`);
    await page.frameLocator('iframe.body').getByRole('heading').waitFor();
    await shoot(page, `mailbox-message-${suffix}`);
    await page.getByRole('link', { name: 'Headers' }).click();
    await page.locator('table.headers').waitFor();
    await shoot(page, `mailbox-headers-${suffix}`);
    await page.getByRole('button', { name: 'Bounce' }).click();
    await page.getByRole('status').waitFor();
    await shoot(page, `mailbox-bounced-${suffix}`);
    await page.goto('/');
    await shoot(page, `mailbox-list-${suffix}`);
    await resendApi(
      `/domains/${(await resendApi('/domains', { name: `${suffix}.casa-verde.com` })).id}/verify`,
    );
    await page.goto('/domains');
    await shoot(page, `mailbox-domains-${suffix}`);
    await page
      .getByRole('article', { name: `${suffix}.casa-verde.com` })
      .getByRole('button', { name: 'Verify' })
      .click();
    await page.getByRole('status').waitFor();
    await shoot(page, `mailbox-domains-verified-${suffix}`);
    await page.context().close();
  }
} finally {
  await browser.close();
  events.stop();
  server.close();
  webhook.close();
  rmSync(dir, { recursive: true, force: true });
}
