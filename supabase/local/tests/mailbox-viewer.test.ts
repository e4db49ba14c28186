import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createFileMailbox } from '../mailbox/file-mailbox.ts';
import type { MailMessage } from '../mailbox/mailbox.ts';
import { type MailViewerEvent, mailViewerApp } from '../mailbox/viewer.ts';
import { anonClient, stack, uniqueEmail } from './testing.ts';

const dir = mkdtempSync(join(tmpdir(), 'mailbox-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function viewer() {
  const mailbox = createFileMailbox(join(dir, String(Math.random()).slice(2)));
  const events: MailViewerEvent[] = [];
  const app = mailViewerApp(mailbox, { onEvent: (event) => void events.push(event) });
  return { mailbox, events, app };
}

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  from: 'Pitchcraft <no-reply@pitchcraft.local>',
  to: ['reader@example.test'],
  subject: 'Spring sale',
  html: '<html><head></head><body><h1>Hello</h1><a href="https://shop.example/sale?a=1&amp;b=2">Shop</a><script>alert(1)</script></body></html>',
  text: 'Hello\nhttps://shop.example/sale?a=1&b=2',
  headers: { 'X-Campaign': 'spring' },
  ...overrides,
});

describe('the mail viewer page', () => {
  test('lists messages newest first with sender, recipient and subject', async () => {
    const { mailbox, app } = viewer();
    await mailbox.deliver(message({ subject: 'First <one>' }));
    await mailbox.deliver(message({ subject: 'Second', to: ['other@example.test'] }));
    const page = await (await app.request('/')).text();
    expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First &lt;one&gt;'));
    expect(page).toContain('other@example.test');
    expect(page).toContain('Pitchcraft &lt;no-reply@pitchcraft.local&gt;');
    expect(page).toContain('2 messages');
    expect(page).not.toContain('First <one>');
  });

  test('shows a message: its HTML in a sandboxed frame, with headers and a text view', async () => {
    const { mailbox, app, events } = viewer();
    const mail = await mailbox.deliver(message());
    const page = await (await app.request(`/messages/${mail.id}`)).text();
    expect(page).toMatch(
      /<iframe[^>]+src="\/messages\/[^"]+\/html"[^>]+sandbox="allow-popups allow-popups-to-escape-sandbox"/,
    );
    expect(page).toContain('reader@example.test');
    expect(events).toEqual([{ type: 'opened', mail }]);

    const frame = await app.request(`/messages/${mail.id}/html`);
    expect(frame.headers.get('content-security-policy')).toContain('sandbox');
    const html = await frame.text();
    expect(html).toContain('<base target="_blank">');
    expect(html).toContain(
      `/messages/${mail.id}/click?url=${encodeURIComponent('https://shop.example/sale?a=1&b=2')}`,
    );

    const headers = await (await app.request(`/messages/${mail.id}?view=headers`)).text();
    expect(headers).toContain('X-Campaign');
    const text = await (await app.request(`/messages/${mail.id}?view=text`)).text();
    expect(text).toContain('<pre class="text">Hello');
  });

  test('a message without HTML falls back to its text', async () => {
    const { mailbox, app } = viewer();
    const mail = await mailbox.deliver(message({ html: undefined, text: 'Only text here' }));
    const page = await (await app.request(`/messages/${mail.id}`)).text();
    expect(page).not.toContain('<iframe');
    expect(page).toContain('Only text here');
  });

  test('following a link reports a click and redirects to the target', async () => {
    const { mailbox, app, events } = viewer();
    const mail = await mailbox.deliver(message());
    const target = 'https://shop.example/sale?a=1&b=2';
    const response = await app.request(`/messages/${mail.id}/click?url=${encodeURIComponent(target)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(target);
    expect(events).toEqual([{ type: 'clicked', mail, url: target }]);
    const refused = await app.request(
      `/messages/${mail.id}/click?url=${encodeURIComponent('javascript:alert(1)')}`,
    );
    expect(refused.status).toBe(404);
  });

  test('clear all empties the mailbox (a plain form post)', async () => {
    const { mailbox, app } = viewer();
    await mailbox.deliver(message());
    const response = await app.request('/clear', { method: 'POST' });
    expect(response.status).toBe(303);
    expect(await mailbox.list()).toEqual([]);
    expect(await (await app.request('/')).text()).toContain('No emails yet');
  });

  test('an unknown message is a 404 page', async () => {
    const { app } = viewer();
    expect((await app.request('/messages/nope')).status).toBe(404);
    expect((await app.request('/api/messages/nope')).status).toBe(404);
  });
});

describe("the stack's mailbox", () => {
  test('auth emails appear in the JSON API and on the viewer page', async () => {
    const email = uniqueEmail('viewer');
    await anonClient().auth.signUp({ email, password: 'viewer-pass-1' });
    await anonClient().auth.resetPasswordForEmail(email);
    const messages = (await (await fetch(`${stack().mailUrl}/api/messages`)).json()) as {
      id: string;
      to: string[];
    }[];
    const mail = messages.find((item) => item.to.includes(email));
    expect(mail).toBeDefined();
    const page = await (await fetch(`${stack().mailUrl}/`)).text();
    expect(page).toContain(email);
  });
});
