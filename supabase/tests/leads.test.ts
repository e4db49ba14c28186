/**
 * Lead forms through the real gateway and Deno (docs/leads.md): a form POST as a browser without
 * JavaScript sends it (303 back to the page, the row stored with its workspace and client), the
 * honeypot, the limits per address and per page, a page that is not live, and double opt-in from
 * the emailed link to an active lead.
 */

import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { leadSearchFilter } from '../../src/features/leads/api/search-filter.ts';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';
import { mailboxMessages, type StoredMail } from './testing/mailbox.ts';
import { BLUEBIRD_BIKES, HARBOR_AND_PINE, serviceClient, tableOwner } from './testing/stack-clients.ts';

const CONTACT = 'leads-contact@harborandpine.example';

let stack: RunningStack;
let owner: pg.Client;

const document = (fields: string[]) => ({
  version: 1,
  template: 'minimal',
  seo: { title: 'Spring tune-up week', description: 'Book a tune-up.' },
  sections: [
    { type: 'leadForm', heading: 'Join', body: '', submitLabel: 'Send', successMessage: 'Thanks!', fields },
  ],
});

/** A published page of Bluebird Bikes; live (an active subscription) unless told otherwise. */
async function newPage(slug: string, options: { live?: boolean; doubleOptIn?: boolean } = {}) {
  const { rows } = await owner.query<{ id: string }>(
    `insert into public.campaigns (workspace_id, client_id, kind, name, slug, status, double_opt_in, content)
     values ($1, $2, 'page', $3, $4, 'published', $5, $6) returning id`,
    [
      HARBOR_AND_PINE,
      BLUEBIRD_BIKES,
      `Leads test ${slug}`,
      slug,
      options.doubleOptIn ?? false,
      document(['firstName', 'lastName', 'email', 'phone']),
    ],
  );
  const id = rows[0]?.id as string;
  if (options.live !== false) {
    await owner.query(
      `insert into public.page_subscriptions (workspace_id, campaign_id, plan_id, status)
       values ($1, $2, 'basic', 'active')`,
      [HARBOR_AND_PINE, id],
    );
  }
  return id;
}

const lead = (pageId: string, changes: Record<string, string> = {}) => ({
  page_id: pageId,
  locale: 'en',
  first_name: 'Ana',
  last_name: 'Ortega',
  email: 'ana@example.com',
  phone: '+34 600 123 456',
  website: '',
  ...changes,
});

/** What a browser with JavaScript off sends. */
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${stack.apiUrl}/functions/v1/submit-lead`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

async function leadsOf(pageId: string) {
  const { rows } = await owner.query(
    `select workspace_id, client_id, first_name, last_name, email::text, phone, status, confirm_token
     from public.leads where campaign_id = $1`,
    [pageId],
  );
  return rows;
}

async function mailTo(address: string) {
  return (await mailboxMessages(stack)).filter((mail) => mail.to.some((to) => to.includes(address)));
}

beforeAll(async () => {
  stack = await startTestStack({
    functionEnv: {
      RESEND_API_KEY: '',
      LEAD_LIMIT_PER_ADDRESS: '3/3600',
      LEAD_LIMIT_PER_PAGE: '4/3600',
      LEAD_LIMIT_PER_CLIENT: '1000/600',
    },
  });
  owner = await tableOwner(stack);
  await owner.query('update public.workspaces set contact_email = $1 where id = $2', [
    CONTACT,
    HARBOR_AND_PINE,
  ]);
}, 90_000);

afterAll(async () => {
  await owner?.end();
  await stack?.stop();
});

describe('submit-lead through the gateway', () => {
  test('a form POST without JavaScript answers 303 to the page and stores the lead', async () => {
    const pageId = await newPage('leads-plain');
    const response = await post(lead(pageId, { email: ' Ana@Example.com ' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/pages\/leads-plain\?lead=submitted#lead-form$/);
    expect(await leadsOf(pageId)).toEqual([
      {
        workspace_id: HARBOR_AND_PINE,
        client_id: BLUEBIRD_BIKES,
        first_name: 'Ana',
        last_name: 'Ortega',
        email: 'ana@example.com',
        phone: '+34 600 123 456',
        status: 'active',
        confirm_token: null,
      },
    ]);
    // The same address again: still one row.
    expect((await post(lead(pageId, { first_name: 'Anita' }))).status).toBe(303);
    expect(await leadsOf(pageId)).toHaveLength(1);
    await expect
      .poll(async () => (await mailTo(CONTACT)).map((mail) => mail.subject))
      .toContain('New lead: Ana Ortega (Spring tune-up week)');
  });

  test('the page script gets JSON; bad fields are named and nothing is stored', async () => {
    const pageId = await newPage('leads-json');
    const bad = await post(lead(pageId, { email: 'ana@', phone: '12' }), { Accept: 'application/json' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields).toEqual({
      email: 'Email: enter an address like name@example.com.',
      phone: 'Phone: enter a number of 7 to 15 digits, like +1 555 010 0199.',
    });
    const good = await post(lead(pageId), { Accept: 'application/json', Origin: 'http://127.0.0.1:4173' });
    expect(good.status).toBe(200);
    // The page's origin may read the answer (the gateway reflects it; the function says `*`).
    expect(['*', 'http://127.0.0.1:4173']).toContain(good.headers.get('access-control-allow-origin'));
    expect(await good.json()).toEqual({ status: 'created' });
    expect(await leadsOf(pageId)).toHaveLength(1);
  });

  /** Each lead's source, and the leads page_activity counts per source, of one page. */
  async function sourcesOf(pageId: string) {
    const leads = await owner.query<{ email: string; source: string }>(
      'select email::text, source from public.leads where campaign_id = $1 order by email',
      [pageId],
    );
    const counted = await owner.query<{ source: string; leads: number }>(
      `select source, sum(leads)::int as leads from public.page_activity
       where page_id = $1 group by source order by source`,
      [pageId],
    );
    return {
      leads: Object.fromEntries(leads.rows.map((row) => [row.email, row.source])),
      counted: Object.fromEntries(counted.rows.map((row) => [row.source, row.leads])),
    };
  }

  test("a lead keeps the visit's source, from the script's field or the page address, and is counted under it", async () => {
    const pageId = await newPage('leads-source');
    const json = { Accept: 'application/json' };
    // The page's script filled the field with the link's utm_source.
    expect(
      (await post(lead(pageId, { email: 'a@example.com', source: 'Spring Newsletter' }), json)).status,
    ).toBe(200);
    // JavaScript off, the page on the functions' origin: Referer is the page's whole address.
    const page = `${stack.apiUrl}/functions/v1/public-page/leads-source`;
    const plain = await post(lead(pageId, { email: 'b@example.com', source: '' }), {
      Referer: `${page}?utm_source=spring%20newsletter&utm_medium=email`,
    });
    expect(plain.status).toBe(303);
    // Nothing says where the visit came from.
    expect((await post(lead(pageId, { email: 'c@example.com' }), json)).status).toBe(200);
    expect(await sourcesOf(pageId)).toEqual({
      leads: {
        'a@example.com': 'spring-newsletter',
        'b@example.com': 'spring-newsletter',
        'c@example.com': 'direct',
      },
      counted: { direct: 1, 'spring-newsletter': 2 },
    });
  });

  test('attack: a forged source is stored only as the cleaning rule leaves it', async () => {
    const pageId = await newPage('leads-forged-source');
    const json = { Accept: 'application/json' };
    const forged: [string, string][] = [
      ['d@example.com', '<script>alert(1)</script>'],
      ['e@example.com', 'x'.repeat(500)],
      ['f@example.com', '<>"\u0000'],
    ];
    for (const [email, source] of forged) {
      expect((await post(lead(pageId, { email, source }), json)).status).toBe(200);
    }
    expect(await sourcesOf(pageId)).toEqual({
      leads: {
        'd@example.com': 'script-alert-1-script',
        'e@example.com': 'x'.repeat(100),
        'f@example.com': 'direct',
      },
      counted: { direct: 1, 'script-alert-1-script': 1, ['x'.repeat(100)]: 1 },
    });
  });

  test('a filled honeypot looks accepted and stores nothing', async () => {
    const pageId = await newPage('leads-honeypot');
    const response = await post(lead(pageId, { website: 'http://spam.example' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\?lead=submitted#lead-form$/);
    expect(await leadsOf(pageId)).toHaveLength(0);
  });

  test('an address is limited per hour, across pages', async () => {
    const first = await newPage('leads-address-1');
    const second = await newPage('leads-address-2');
    const email = 'busy@example.com';
    for (const pageId of [first, second, first]) {
      expect((await post(lead(pageId, { email }), { Accept: 'application/json' })).status).toBe(200);
    }
    const limited = await post(lead(second, { email }), { Accept: 'application/json' });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('a page is limited whoever sends, and the refusal is a page without JavaScript', async () => {
    const pageId = await newPage('leads-page-limit');
    for (const n of [1, 2, 3, 4]) {
      expect((await post(lead(pageId, { email: `visitor${n}@example.com` }))).status).toBe(303);
    }
    const limited = await post(lead(pageId, { email: 'visitor5@example.com' }));
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many tries');
    expect(await leadsOf(pageId)).toHaveLength(4);
  });

  test('a page without an active subscription refuses leads', async () => {
    const pageId = await newPage('leads-closed', { live: false });
    const response = await post(lead(pageId), { Accept: 'application/json' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('form_closed');
    expect(await leadsOf(pageId)).toHaveLength(0);
  });

  test('double opt-in: inactive until the emailed link is confirmed', async () => {
    const pageId = await newPage('leads-opt-in', { doubleOptIn: true });
    const email = 'lucia@example.com';
    const response = await post(lead(pageId, { email, first_name: 'Lucía', locale: 'es' }));
    expect(response.headers.get('location')).toMatch(/\/pages\/leads-opt-in\?lead=confirm#lead-form$/);
    expect((await leadsOf(pageId))[0]?.status).toBe('inactive');

    let confirmation: StoredMail | undefined;
    await expect
      .poll(async () => {
        confirmation = (await mailTo(email))[0];
        return confirmation?.subject;
      })
      .toBe('Confirma tu dirección de correo');
    const link = (confirmation?.html ?? '').match(/href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(link).toContain('/functions/v1/submit-lead/confirm?token=');
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect((await leadsOf(pageId))[0]?.status).toBe('inactive');
    const confirmed = await fetch(link, { method: 'POST' });
    expect(await confirmed.text()).toContain('Correo confirmado');
    expect((await leadsOf(pageId))[0]).toMatchObject({ status: 'active', confirm_token: null });
  });

  test("the app's search finds by any column and takes % and _ literally", async () => {
    const pageId = await newPage('leads-search');
    const people: [string, string][] = [
      ['Zoë', 'zoe_smith@example.com'],
      ['Zack', 'zoexsmith@example.com'],
      ['Pat "100%"', 'pat@example.com'],
    ];
    for (const [first_name, email] of people) {
      expect((await post(lead(pageId, { first_name, email }))).status).toBe(303);
    }
    const found = async (text: string) => {
      const { data, error } = await serviceClient(stack)
        .from('leads')
        .select('email')
        .eq('campaign_id', pageId)
        .or(leadSearchFilter(text))
        .order('email');
      if (error) throw error;
      return data.map((row) => row.email);
    };
    expect(await found('zoe_')).toEqual(['zoe_smith@example.com']);
    expect(await found('ZOË')).toEqual(['zoe_smith@example.com']);
    expect(await found('"100%"')).toEqual(['pat@example.com']);
    expect(await found('600 123')).toHaveLength(3);
    expect(await found('nobody')).toEqual([]);
  });
});
