/**
 * Sending through the real gateway, Deno and the local outbox (no RESEND_API_KEY): a paid campaign,
 * recipients, two ship clicks making one job, the processor (started by ship-campaign, resumed by
 * the stack's scheduler) sending every recipient once into the mailbox with its unsubscribe link,
 * headers and text part, an address suppressed after the ship skipped, the campaign `sent`; then
 * one-click unsubscribe, the web version and its view-in-browser link, the shared domain, the
 * processor's calls of the guardrail functions (one send rate, pause) and the refusals.
 */

import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFUSAL_MESSAGES } from '../functions/_shared/refusals/messages.ts';
import { serviceSendStore } from '../functions/_shared/sending/supabase-store.ts';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';
import { mailboxMessages } from './testing/mailbox.ts';
import {
  HARBOR_AND_PINE,
  serviceClient,
  signIn,
  signInNewUser,
  tableOwner,
} from './testing/stack-clients.ts';

let stack: RunningStack;
let service: SupabaseClient;
let owner: SupabaseClient;
let tables: pg.Client;

const PAGES = 'https://pages.pitchcraft.test';

async function newCampaign(subject: string, senderDomain: string | null = 'mail.harborandpine.example') {
  const { rows } = await tables.query<{ id: string }>(
    `insert into public.campaigns (workspace_id, kind, name, status, subject, sender_name, sender_domain, html)
     values ($1, 'email', $2, 'ready', $2, 'Harbor & Pine', $4, $3) returning id`,
    [
      HARBOR_AND_PINE,
      subject,
      `<html lang="en"><body><div style="display:none;max-height:0;">Preheader of ${subject}</div><h1>${subject}</h1><p>500 Congress Avenue, Suite 210, Austin, TX 78701</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p></body></html>`,
      senderDomain,
    ],
  );
  return rows[0]?.id as string;
}

async function pay(campaignId: string, recipients: number) {
  const { error } = await service.from('campaign_purchases').insert({
    workspace_id: HARBOR_AND_PINE,
    campaign_id: campaignId,
    package_id: 'basic',
    recipients,
    amount_cents: 899,
    status: 'paid',
    paid_at: new Date().toISOString(),
  });
  if (error) throw error;
}

async function ship(campaignId: string) {
  const { data, error } = await owner.functions.invoke('ship-campaign', { body: { campaignId } });
  if (error instanceof FunctionsHttpError) {
    return { status: error.context.status as number, body: await (error.context as Response).json() };
  }
  if (error) throw error;
  return { status: 200, body: data };
}

async function mailTo(subject: string) {
  return (await mailboxMessages(stack)).filter((mail) => mail.subject === subject);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000) {
  const started = Date.now();
  while (true) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}@example.com`);

beforeAll(async () => {
  stack = await startTestStack({
    functionEnv: {
      RESEND_API_KEY: '',
      SEND_RATE_PER_SECOND: '20',
      SEND_PROCESSOR_SECRET: '',
      PUBLIC_PAGES_BASE_URL: PAGES,
      SEND_SHARED_DOMAIN: '',
      SEND_SHARED_FROM_SUFFIX: '',
    },
  });
  service = serviceClient(stack);
  owner = await signIn(stack, 'owner@pitchcraft.local');
  tables = await tableOwner(stack);
  await tables.query('update public.workspaces set contact_email = $1 where id = $2', [
    'hello@harborandpine.example',
    HARBOR_AND_PINE,
  ]);
}, 90_000);

afterAll(async () => {
  await tables?.end();
  await stack?.stop();
});

describe('ship → process → mailbox', () => {
  test('two clicks make one job; every recipient gets one message with its link; the campaign is sent', async () => {
    const subject = 'Spring tune-up week (sending test)';
    const campaignId = await newCampaign(subject);
    await pay(campaignId, 500);
    const emails = addresses('rider', 160);
    const added = await owner.rpc('add_recipients', { campaign_id: campaignId, emails }).single();
    expect(added.error).toBeNull();
    // Unsubscribed before the ship: never held by the job.
    await service
      .from('suppressions')
      .insert({ workspace_id: HARBOR_AND_PINE, email: 'rider1@example.com', reason: 'unsubscribed' });

    const [first, second] = await Promise.all([ship(campaignId), ship(campaignId)]);
    expect(first.status).toBe(200);
    expect(second.body.jobId).toBe(first.body.jobId);
    expect(first.body).toEqual({
      jobId: first.body.jobId,
      totalRecipients: 159,
      remaining: 341,
      scheduledFor: null,
      retry: false,
    });
    // Suppressed after the ship (a complaint from another campaign, say): skipped when its turn comes.
    await service
      .from('suppressions')
      .insert({ workspace_id: HARBOR_AND_PINE, email: 'rider160@example.com', reason: 'complained' });

    const job = await until(
      async () => (await service.from('send_jobs').select('*').eq('id', first.body.jobId).single()).data,
      (row) => row?.status === 'finished',
    );
    expect(job).toMatchObject({ total_recipients: 159, sent_count: 158, skipped_count: 1, failed_count: 0 });
    const campaign = await service.from('campaigns').select('status').eq('id', campaignId).single();
    expect(campaign.data?.status).toBe('sent');

    const mail = await mailTo(subject);
    expect(mail).toHaveLength(158);
    const byAddress = new Map(mail.map((m) => [m.to[0], m]));
    expect(byAddress.size).toBe(158);
    expect(byAddress.has('rider1@example.com')).toBe(false);
    expect(byAddress.has('rider160@example.com')).toBe(false);

    const { data: recipients } = await service
      .from('recipients')
      .select('id, email, sent, message_id, unsubscribe_token, send_job_id')
      .eq('campaign_id', campaignId)
      .order('id');
    const sent = (recipients ?? []).filter((r) => r.sent);
    expect(sent).toHaveLength(158);
    for (const recipient of sent) {
      const message = byAddress.get(recipient.email);
      expect(message?.id).toBe(recipient.message_id);
      const link = `${stack.apiUrl}/functions/v1/unsubscribe?token=${recipient.unsubscribe_token}`;
      expect(message?.headers?.['List-Unsubscribe']).toBe(`<${link}>`);
      expect(message?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(message?.html).toContain(`href="${link}"`);
      expect(message?.from).toBe('"Harbor & Pine" <news@mail.harborandpine.example>');
      expect(message?.headers?.['Reply-To']).toBe('hello@harborandpine.example');
      // The text part: readable, with this recipient's link; no web version without a slug.
      expect(message?.text).toBe(
        `${subject}\n${'='.repeat(subject.length)}\n\n500 Congress Avenue, Suite 210, Austin, TX 78701\n\nUnsubscribe (${link})\n`,
      );
    }

    // The mailbox's one-click POST, as Gmail sends it: the address is suppressed for the workspace.
    const target = sent[5];
    const oneClick = await fetch(
      `${stack.apiUrl}/functions/v1/unsubscribe?token=${target?.unsubscribe_token}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(oneClick.status).toBe(200);
    const suppression = await service
      .from('suppressions')
      .select('reason')
      .eq('workspace_id', HARBOR_AND_PINE)
      .eq('email', target?.email ?? '')
      .single();
    expect(suppression.data?.reason).toBe('unsubscribed');
    const page = await fetch(`${stack.apiUrl}/functions/v1/unsubscribe?token=${sent[6]?.unsubscribe_token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe from Harbor &amp; Pine Studio?');

    // Shipping again: nothing new to send; nobody is sent twice.
    const again = await ship(campaignId);
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'no_recipients' } } });
    expect(await mailTo(subject)).toHaveLength(158);
  }, 120_000);

  test('attack: a member edits the campaign after the send; its web version still serves the HTML that was sent', async () => {
    const subject = 'Autumn service days (web version test)';
    const campaignId = await newCampaign(subject);
    await tables.query('update public.campaigns set slug = $1 where id = $2', [
      'autumn-web-version',
      campaignId,
    ]);
    await pay(campaignId, 10);
    expect(
      (await owner.rpc('add_recipients', { campaign_id: campaignId, emails: addresses('autumn', 2) })).error,
    ).toBeNull();
    const shipped = await ship(campaignId);
    expect(shipped.status).toBe(200);
    await until(
      async () =>
        (await service.from('send_jobs').select('status').eq('id', shipped.body.jobId).single()).data,
      (row) => row?.status === 'finished',
    );

    const phishing =
      '<!doctype html><html><head><meta http-equiv="refresh" content="0;url=https://evil.example/login"></head><body>Sign in again</body></html>';
    const edit = await owner.from('campaigns').update({ html: phishing }).eq('id', campaignId).select('html');
    expect(edit.error).toBeNull();
    const current = await tables.query('select html from public.campaigns where id = $1', [campaignId]);
    expect(current.rows[0]?.html).toBe(phishing);

    const web = await fetch(`${stack.apiUrl}/functions/v1/public-page/autumn-web-version`);
    expect(web.status).toBe(200);
    expect(web.headers.get('content-security-policy')).toMatch(/^default-src 'none'; /);
    const html = await web.text();
    expect(html).toContain(`<h1>${subject}</h1>`);
    expect(html).not.toMatch(/evil\.example|Sign in again|http-equiv/);
    // What the recipients got is the same HTML, with a link to that web version first (after the
    // hidden preheader), in the text part too.
    const mail = await mailTo(subject);
    expect(mail).toHaveLength(2);
    const webVersion = `${PAGES}/pages/autumn-web-version`;
    for (const message of mail) {
      expect(message.html).toContain(`<h1>${subject}</h1>`);
      expect(message.html).toMatch(
        new RegExp(
          `Preheader of [^<]*</div>\n<div [^>]*><a href="${webVersion}"[^>]*>View this email in your browser</a></div><h1>`,
        ),
      );
      expect(message.text?.startsWith(`View this email in your browser: ${webVersion}\n\n${subject}\n`)).toBe(
        true,
      );
    }
    expect(html).not.toContain('View this email in your browser');
  }, 120_000);

  test('no domain of its own: sent from the shared domain, "<name> via Pitchcraft", Reply-To the workspace', async () => {
    const subject = 'Winter storage (shared domain test)';
    const campaignId = await newCampaign(subject, null);
    await pay(campaignId, 10);
    expect(
      (await owner.rpc('add_recipients', { campaign_id: campaignId, emails: addresses('winter', 2) })).error,
    ).toBeNull();
    const shipped = await ship(campaignId);
    expect(shipped.status).toBe(200);
    const job = await until(
      async () => (await service.from('send_jobs').select('*').eq('id', shipped.body.jobId).single()).data,
      (row) => row?.status === 'finished',
    );
    expect(job).toMatchObject({
      sender_name: 'Harbor & Pine',
      sender_domain: null,
      reply_to: 'hello@harborandpine.example',
    });
    const mail = await mailTo(subject);
    expect(mail).toHaveLength(2);
    for (const message of mail) {
      expect(message.from).toBe('"Harbor & Pine via Pitchcraft" <harbor-pine@mail.pitchcraft.test>');
      expect(message.headers?.['Reply-To']).toBe('hello@harborandpine.example');
    }
  }, 120_000);

  test("the processor's store calls the guardrail functions: one send slot for the project, a 429's hold, pause", async () => {
    const store = serviceSendStore({
      SUPABASE_URL: stack.apiUrl,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    });
    // Two slots at 2 a second: the second waits longer, by at most the interval (the round trip
    // between the calls comes off it). sender-domains.test.ts measures the spacing exactly.
    const first = await store.takeSendSlot(2);
    const second = await store.takeSendSlot(2);
    expect(second).toBeGreaterThan(first);
    expect(second - first).toBeLessThanOrEqual(0.5);
    await store.holdSendSlots(3);
    expect(await store.takeSendSlot(2)).toBeGreaterThan(2.5);

    // A job paused by the processor: the job and the campaign paused with the reason, nobody failed;
    // an owner resumes it (the domain is verified) and it finishes.
    const subject = 'Paused by the provider (sending test)';
    const campaignId = await newCampaign(subject);
    await pay(campaignId, 10);
    await owner.rpc('add_recipients', { campaign_id: campaignId, emails: addresses('paused', 2) });
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    let jobId: string;
    try {
      // Shipped and leased at once, so neither the kick nor the scheduler sends it first.
      await db.query('begin');
      await db.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      await db.query('set local role service_role');
      jobId = (await db.query('select (public.ship_campaign($1)).id', [campaignId])).rows[0].id;
      await db.query('select public.lease_send_job($1, 120)', [jobId]);
      await db.query('commit');
    } finally {
      await db.end();
    }
    const refusal =
      'validation_error: The news.harborandpine.com domain is not verified. Please, add and verify your domain on https://resend.com/domains';
    await store.pause(jobId, 'sender_domain_not_verified', refusal);
    const paused = await service.from('send_jobs').select('*').eq('id', jobId).single();
    expect(paused.data).toMatchObject({
      status: 'paused',
      pause_reason: 'sender_domain_not_verified',
      last_error: refusal,
      failed_count: 0,
    });
    expect(
      (await service.from('campaigns').select('status').eq('id', campaignId).single()).data?.status,
    ).toBe('paused');
    expect(await store.leaseJob(jobId, 120)).toBeNull();
    expect((await owner.rpc('resume_send_job', { job_id: jobId })).error).toBeNull();
    await until(
      async () =>
        (await service.from('send_jobs').select('status, sent_count').eq('id', jobId).single()).data,
      (row) => row?.status === 'finished',
    );
    expect(await mailTo(subject)).toHaveLength(2);
  }, 120_000);

  test('a domain verified in the database but refused by the provider: the job pauses with the reason, nobody failed', async () => {
    // The local outbox refuses an unverified From domain as Resend does (docs/local-stack.md); an
    // outbox from before that accepts it, and then there is nothing to see here.
    const probe = await fetch(`${stack.mailUrl}/resend/emails`, {
      method: 'POST',
      headers: { Authorization: 'Bearer re_local_outbox', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: 'probe@news.harborandpine.com',
        to: 'probe@example.com',
        subject: 'Probe (sending test)',
        html: '<p>probe</p>',
      }),
    });
    // The local outbox refuses a domain it has not verified, as Resend does.
    expect(probe.status).toBe(403);

    await tables.query(
      `insert into public.sender_domains (workspace_id, name, status, verified_at, checked_at)
       values ($1, 'news.harborandpine.com', 'verified', now(), now()) on conflict (name) do nothing`,
      [HARBOR_AND_PINE],
    );
    const subject = 'Refused domain (sending test)';
    const campaignId = await newCampaign(subject, 'news.harborandpine.com');
    await pay(campaignId, 10);
    await owner.rpc('add_recipients', { campaign_id: campaignId, emails: addresses('refused', 3) });
    const shipped = await ship(campaignId);
    expect(shipped.status).toBe(200);
    const job = await until(
      async () => (await service.from('send_jobs').select('*').eq('id', shipped.body.jobId).single()).data,
      (row) => row?.status === 'paused',
    );
    expect(job).toMatchObject({ pause_reason: 'sender_domain_not_verified', failed_count: 0, sent_count: 0 });
    expect(job?.last_error).toMatch(/news\.harborandpine\.com domain is not verified/);
    const recipients = await service.from('recipients').select('failed, sent').eq('campaign_id', campaignId);
    expect(recipients.data?.every((r) => !r.failed && !r.sent)).toBe(true);
    expect(
      (await service.from('campaigns').select('status').eq('id', campaignId).single()).data?.status,
    ).toBe('paused');
    expect(await mailTo(subject)).toHaveLength(0);
  }, 120_000);

  test('refusals: no payment, no subject; the processor refuses callers without the service key', async () => {
    const unpaid = await newCampaign('Unpaid (sending test)');
    await owner.rpc('add_recipients', { campaign_id: unpaid, emails: ['a@example.com'] });
    expect(await ship(unpaid)).toMatchObject({ status: 409, body: { error: { code: 'no_payment' } } });

    const untitled = await newCampaign('Untitled (sending test)');
    await tables.query('update public.campaigns set subject = null where id = $1', [untitled]);
    await pay(untitled, 500);
    expect(await ship(untitled)).toMatchObject({
      status: 422,
      body: { error: { code: 'subject_required' } },
    });

    const callers: Record<string, string>[] = [{}, { Authorization: `Bearer ${stack.anonKey}` }];
    for (const headers of callers) {
      const response = await fetch(`${stack.apiUrl}/functions/v1/process-send-jobs`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      expect(response.status).toBe(401);
    }
  }, 60_000);
});

describe('sending as another workspace', () => {
  test("attack: an outsider's campaign From Harbor & Pine's verified domain is refused by ship-campaign, in their language", async () => {
    const outsider = await signInNewUser(stack, 'domain-thief@example.com', 'thief-pass-2026');
    const created = await outsider.rpc('create_workspace', { name: 'Look-alike Bikes' });
    if (created.error) throw created.error;
    const workspaceId = (created.data as { id: string }).id;
    await tables.query(
      `update public.workspaces set contact_street = '1 Main Street', contact_city = 'Austin', contact_zip = '78701',
         contact_country = 'US', contact_email = 'hello@lookalike.example' where id = $1`,
      [workspaceId],
    );
    const { data: campaign, error } = await outsider
      .from('campaigns')
      .insert({
        workspace_id: workspaceId,
        kind: 'email',
        name: 'Spring offer',
        status: 'ready',
        subject: 'Spring offer',
        sender_name: 'Harbor & Pine',
        sender_domain: 'MAIL.HarborAndPine.example',
        html: '<p>1 Main Street, Austin 78701</p><a href="{{unsubscribe_url}}">Unsubscribe</a>',
      })
      .select('id')
      .single();
    if (error) throw error;
    await tables.query(
      `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, status, paid_at)
       values ($1, $2, 'basic', 500, 'paid', now())`,
      [workspaceId, campaign.id],
    );
    await outsider.rpc('add_recipients', { campaign_id: campaign.id, emails: ['victim@example.com'] });

    for (const locale of ['en', 'es'] as const) {
      const refused = await outsider.functions.invoke('ship-campaign', {
        body: { campaignId: campaign.id, locale },
      });
      expect(refused.error).toBeInstanceOf(FunctionsHttpError);
      const context = (refused.error as FunctionsHttpError).context as Response;
      expect(context.status).toBe(422);
      const body = (await context.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('sender_domain_not_owned');
      expect(body.error.message).toBe(REFUSAL_MESSAGES[locale].sender_domain_not_owned);
    }
    const jobs = await tables.query(
      'select count(*)::int as n from public.send_jobs where campaign_id = $1',
      [campaign.id],
    );
    expect(jobs.rows[0].n).toBe(0);
  }, 60_000);
});

describe('check-links', () => {
  test("the campaign's links, read with the caller's token: reserved and private hosts never fetched; strangers get 404", async () => {
    const campaignId = await newCampaign('Links (check-links test)');
    const links = [
      'https://shop.harborandpine.test/spring',
      `${stack.apiUrl}/rest/v1/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://intranet/wiki',
    ];
    await tables.query('update public.campaigns set html = $1 where id = $2', [
      `${links.map((href) => `<a href="${href}">link</a>`).join('')}<a href="{{unsubscribe_url}}">Unsubscribe</a>`,
      campaignId,
    ]);
    const { data, error } = await owner.functions.invoke('check-links', { body: { campaignId } });
    expect(error).toBeNull();
    expect(data).toEqual({
      links: [
        { url: links[0], ok: false, reason: 'reserved_domain' },
        { url: links[1], ok: false, reason: 'not_public' },
        { url: links[2], ok: false, reason: 'not_public' },
        { url: links[3], ok: false, reason: 'not_public' },
      ],
      truncated: false,
    });

    const stranger = await signInNewUser(stack, 'links-stranger@example.com', 'stranger-pass-2026');
    const refused = await stranger.functions.invoke('check-links', { body: { campaignId, locale: 'es' } });
    expect(refused.error).toBeInstanceOf(FunctionsHttpError);
    const response = (refused.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('campaign_not_found');
    const anonymous = await fetch(`${stack.apiUrl}/functions/v1/check-links`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ campaignId }),
    });
    expect(anonymous.status).toBe(401);
  }, 60_000);
});

describe('the processor functions on Postgres', () => {
  test('lease, begin, record (counters, stale batches), release, and finishing the job and campaign together', async () => {
    const campaignId = await newCampaign('Processor functions (sending test)');
    await pay(campaignId, 500);
    await owner.rpc('add_recipients', { campaign_id: campaignId, emails: addresses('sql', 3) });
    // Shipped and leased in one transaction, so neither the kick nor the scheduler ever sees this
    // job free (the lease holds it 120 s).
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    let jobId: string;
    try {
      await db.query('begin');
      await db.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      await db.query('set local role service_role');
      jobId = (await db.query('select (public.ship_campaign($1)).id', [campaignId])).rows[0].id;
      const leased = await db.query(
        'select id, status, attempts, bookmark from public.lease_send_job($1, 120)',
        [jobId],
      );
      expect(leased.rows).toEqual([{ id: jobId, status: 'running', attempts: 1, bookmark: '0' }]);
      await db.query('commit');
    } finally {
      await db.end();
    }
    expect((await service.rpc('lease_send_job', { job_id: jobId, lease_seconds: 120 })).data).toEqual([]);
    // Members cannot call any of them.
    expect((await owner.rpc('lease_send_job', { job_id: jobId, lease_seconds: 120 })).error).not.toBeNull();

    const { data: rows } = await service.from('recipients').select('id').eq('send_job_id', jobId).order('id');
    const [a, b, c] = (rows ?? []).map((r) => Number(r.id));
    if (!a || !b || !c) throw new Error('three recipients expected');
    const stale = await service.rpc('begin_send_batch', {
      job_id: jobId,
      from_bookmark: 7,
      recipient_ids: [a, b],
    });
    expect(stale.error?.message).toBe('stale_send_batch');
    expect(
      (await service.rpc('begin_send_batch', { job_id: jobId, from_bookmark: 0, recipient_ids: [a, b] }))
        .error,
    ).toBeNull();
    expect((await service.from('send_jobs').select('pending_batch').eq('id', jobId).single()).data).toEqual({
      pending_batch: [a, b],
    });

    const first = await service.rpc('record_send_batch', {
      job_id: jobId,
      results: [
        { recipient_id: a, message_id: `sql-${a}` },
        { recipient_id: b, failed: true },
      ],
      bookmark: b,
      from_bookmark: 0,
    });
    expect(first.data).toMatchObject({
      status: 'running',
      sent_count: 1,
      failed_count: 1,
      bookmark: b,
      pending_batch: null,
    });
    // The same batch recorded again (a run that lost its lease): refused, nothing counted twice.
    const again = await service.rpc('record_send_batch', {
      job_id: jobId,
      results: [{ recipient_id: a, message_id: `sql-${a}-again` }],
      bookmark: b,
      from_bookmark: 0,
    });
    expect(again.error?.message).toBe('stale_send_batch');

    expect(
      (
        await service.rpc('release_send_job', {
          job_id: jobId,
          error: 'rate_limit_exceeded: slow down',
          retry_after_seconds: 60,
        })
      ).error,
    ).toBeNull();
    const released = await service
      .from('send_jobs')
      .select('last_error, locked_until')
      .eq('id', jobId)
      .single();
    expect(released.data?.last_error).toBe('rate_limit_exceeded: slow down');
    expect(new Date(released.data?.locked_until ?? 0).getTime()).toBeGreaterThan(Date.now() + 30_000);

    const last = await service.rpc('record_send_batch', {
      job_id: jobId,
      results: [{ recipient_id: c, skipped: true }],
      bookmark: c,
      from_bookmark: b,
    });
    expect(last.data).toMatchObject({
      status: 'finished',
      sent_count: 1,
      failed_count: 1,
      skipped_count: 1,
      locked_until: null,
      last_error: null,
    });
    const campaign = await service.from('campaigns').select('status').eq('id', campaignId).single();
    expect(campaign.data?.status).toBe('sent');
    const recipients = await service
      .from('recipients')
      .select('id, sent, failed, message_id')
      .eq('send_job_id', jobId)
      .order('id');
    expect(recipients.data).toEqual([
      { id: a, sent: true, failed: false, message_id: `sql-${a}` },
      { id: b, sent: false, failed: true, message_id: null },
      { id: c, sent: false, failed: false, message_id: null },
    ]);
  }, 60_000);
});
