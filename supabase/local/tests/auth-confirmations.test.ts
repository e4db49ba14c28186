import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stackConfig } from '../config.ts';
import { defaultAuthSettings } from '../gateway/auth/auth-settings.ts';
import { authRoutes } from '../gateway/auth/index.ts';
import { createFileMailbox } from '../mailbox/file-mailbox.ts';
import { startMailViewer } from '../mailbox/viewer.ts';
import { freePort } from '../testing/free-port.ts';
import { authLinkOf, followLink, latestMailTo } from './auth-mail.ts';
import { stack, uniqueEmail } from './testing.ts';

/**
 * `[auth.email] enable_confirmations = true`: a second auth endpoint on the suite's database, with
 * its own mailbox, so the fixture project keeps the local default (confirmed at once).
 */
let apiUrl = '';
let mailUrl = '';
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'auth-confirm-'));
  const [apiPort, mailPort] = [await freePort(), await freePort()];
  const config = stackConfig({ dataDir, apiPort, mailPort, databaseUrl: stack().dbUrl });
  const adminPool = new pg.Pool({ connectionString: stack().dbUrl, max: 4 });
  const mailbox = createFileMailbox(join(dataDir, 'mailbox'));
  const ctx = {
    config,
    adminPool,
    apiPool: adminPool,
    databaseUrl: stack().dbUrl,
    keys: { anonKey: stack().anonKey, serviceRoleKey: stack().serviceRoleKey },
    mailbox,
  };
  const app = new Hono().route(
    '/auth/v1',
    authRoutes(ctx, { ...defaultAuthSettings, confirmEmail: true }).app,
  );
  const api = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: apiPort }) as Server;
  const mail = startMailViewer(mailbox, '127.0.0.1', mailPort) as Server;
  apiUrl = `http://127.0.0.1:${apiPort}`;
  mailUrl = `http://127.0.0.1:${mailPort}`;
  cleanups.push(
    () => new Promise((resolve) => api.close(resolve)),
    () => new Promise((resolve) => mail.close(resolve)),
    () => adminPool.end(),
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const client = () =>
  createClient(apiUrl, stack().anonKey, { auth: { persistSession: false, autoRefreshToken: false } });

describe('with email confirmations on', () => {
  test('sign-up returns the user without a session and mails a confirmation link', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await client().auth.signUp({ email, password: 'confirm-pass-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await client().auth.signInWithPassword({ email, password: 'confirm-pass-1' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = await latestMailTo(email, mailUrl);
    expect(mail.subject).toBe('Confirm your signup');
    const { fragment } = await followLink(authLinkOf(mail).link);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    const later = await client().auth.signInWithPassword({ email, password: 'confirm-pass-1' });
    expect(later.error).toBeNull();
    expect(later.data.user?.email_confirmed_at).toBeTruthy();
  });

  test('signing up again with a confirmed address does not reveal it', async () => {
    const email = uniqueEmail('confirm-twice');
    await client().auth.signUp({ email, password: 'confirm-pass-1' });
    await client().auth.verifyOtp({
      email,
      token: authLinkOf(await latestMailTo(email, mailUrl)).code,
      type: 'signup',
    });
    const { data, error } = await client().auth.signUp({ email, password: 'confirm-pass-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });

  test('an email change waits for the link sent to the new address', async () => {
    const email = uniqueEmail('change');
    const next = uniqueEmail('changed');
    const browser = client();
    await browser.auth.signUp({ email, password: 'change-pass-1' });
    const confirmed = await browser.auth.verifyOtp({
      email,
      token: authLinkOf(await latestMailTo(email, mailUrl)).code,
      type: 'signup',
    });
    expect(confirmed.error).toBeNull();

    const pending = await browser.auth.updateUser({ email: next });
    expect(pending.error).toBeNull();
    expect(pending.data.user?.email).toBe(email);
    expect(pending.data.user?.new_email).toBe(next);

    const mail = await latestMailTo(next, mailUrl);
    expect(mail.subject).toBe('Confirm email change');
    const changed = await browser.auth.verifyOtp({
      email: next,
      token: authLinkOf(mail).code,
      type: 'email_change',
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(next);
  });
});
