import { describe, expect, test } from 'vitest';
import { type Actor, outcome, outcomeOf, testDatabase } from './testing/database.ts';
import { A, B } from './testing/fixtures.ts';

const db = testDatabase();

const call = (actor: Actor, sql: string, params: unknown[] = []) =>
  db.act(actor, async (c) => (await c.query(sql, params)).rows[0]);

/** A call from a client address, as PostgREST passes the request's headers to the function. */
const from = (headers: Record<string, string>, sql: string, params: unknown[] = []) =>
  db.act('anon', async (c) => {
    await c.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
    return (await c.query(sql, params)).rows[0];
  });
/** What PostgREST answers for a raised PGRST error: its status, code and Retry-After. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: Error & { detail?: string }) => {
      if (e.message.startsWith('{')) {
        const detail = JSON.parse(e.detail ?? '{}') as { status: number; headers: Record<string, string> };
        const retryAfter = Number(detail.headers['Retry-After']);
        return {
          status: detail.status,
          code: JSON.parse(e.message).code,
          retryAfter: retryAfter > 0 && retryAfter <= 3600,
        };
      }
      return outcomeOf(e);
    },
  );

describe('join_waitlist', () => {
  test('answers received whether or not the address was listed, so nobody can check who is', async () => {
    const cf = { 'cf-connecting-ip': '198.51.100.1' };
    expect(await from(cf, `select public.join_waitlist('New.Reader@Example.com', 'es') as r`)).toEqual({
      r: 'received',
    });
    expect(await from(cf, `select public.join_waitlist(' new.reader@example.com ') as r`)).toEqual({
      r: 'received',
    });
    const { rows } = await db.admin.query(
      `select email::text, locale from public.waitlist where email = 'new.reader@example.com'`,
    );
    expect(rows).toEqual([{ email: 'new.reader@example.com', locale: 'es' }]);
  });

  test('an invalid address is refused as invalid_email', async () => {
    for (const email of ['nope', 'a@b', '', 'two@@example.com']) {
      expect(await outcome(call('anon', 'select public.join_waitlist($1)', [email]))).toBe('invalid_email');
    }
  });

  test('10 sign-ups an hour per client address, then 429 with Retry-After; other addresses go on', async () => {
    const join = (headers: Record<string, string>, n: number) =>
      refusal(from(headers, 'select public.join_waitlist($1)', [`reader-${n}@example.com`]));
    // Cloudflare's CF-Connecting-IP is the address; a forged X-Forwarded-For does not make a new one.
    for (let n = 0; n < 10; n++) {
      expect(await join({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': `10.0.0.${n}` }, n)).toBe(
        'ok',
      );
    }
    expect(await join({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '10.9.9.9' }, 10)).toEqual({
      status: 429,
      code: 'rate_limited',
      retryAfter: true,
    });
    expect(await join({ 'cf-connecting-ip': '203.0.113.7' }, 11)).toMatchObject({ status: 429 });
    expect(await join({ 'cf-connecting-ip': '203.0.113.8' }, 12)).toBe('ok');
    // Without Cloudflare's header, the last X-Forwarded-For entry (the one the last proxy appended):
    // a first hop the client wrote does not make a new visitor.
    expect(await join({ 'x-forwarded-for': '192.0.2.5, 10.0.0.1' }, 13)).toBe('ok');
    for (let n = 14; n < 23; n++) {
      expect(await join({ 'x-forwarded-for': `192.0.2.${n}, 10.0.0.1` }, n)).toBe('ok');
    }
    expect(await join({ 'x-forwarded-for': '192.0.2.99, 10.0.0.1' }, 23)).toMatchObject({ status: 429 });
    const { rows } = await db.admin.query(
      `select count(*)::int as n from public.waitlist where email like 'reader-%@example.com'`,
    );
    expect(rows[0].n).toBe(21);
    // No address is kept: the counter's key is a salted hash.
    const keys = await db.admin.query(`select key from private.rate_limits where bucket = 'waitlist'`);
    expect(keys.rows.every((row: { key: string }) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
  });
});

describe('submit_contact', () => {
  test('stores a validated request for anon', async () => {
    const { id } = await call(
      'anon',
      `select public.submit_contact('Ada', 'Lovelace', 'ada@example.com', '+44 20 7946 0958') as id`,
    );
    const { rows } = await db.admin.query(
      'select first_name, email::text, phone from public.contact_requests where id = $1',
      [id],
    );
    expect(rows).toEqual([{ first_name: 'Ada', email: 'ada@example.com', phone: '+44 20 7946 0958' }]);
  });

  test.each([
    [['', 'Lovelace', 'ada@example.com', null], 'invalid_first_name'],
    [['Ada', '<script>', 'ada@example.com', null], 'invalid_last_name'],
    [['Ada', 'Lovelace', 'ada@', null], 'invalid_email'],
    [['Ada', 'Lovelace', 'ada@example.com', 'call me'], 'invalid_phone'],
  ])('refuses %j with %s', async (args, expected) => {
    expect(await outcome(call('anon', 'select public.submit_contact($1, $2, $3, $4)', args))).toBe(expected);
  });

  test('5 requests an hour per client address, then 429 with Retry-After', async () => {
    const send = (ip: string) =>
      refusal(
        from(
          { 'cf-connecting-ip': ip },
          `select public.submit_contact('Ada', 'Lovelace', 'ada@example.com')`,
        ),
      );
    for (let n = 0; n < 5; n++) expect(await send('203.0.113.20')).toBe('ok');
    expect(await send('203.0.113.20')).toEqual({ status: 429, code: 'rate_limited', retryAfter: true });
    expect(await send('203.0.113.21')).toBe('ok');
  });
});

describe('leads', () => {
  const submit = (page: string, email: string) =>
    outcome(
      db.act('service', (c) =>
        c.query(
          `insert into public.leads (campaign_id, first_name, last_name, email) values ($1, 'Lena', 'Lead', $2)`,
          [page, email],
        ),
      ),
    );

  test('a lead takes its page’s workspace and client', async () => {
    expect(await submit(A.page, 'lena@example.com')).toBe('ok');
    const { rows } = await db.admin.query(
      `select workspace_id, client_id, status from public.leads where email = 'lena@example.com'`,
    );
    expect(rows).toEqual([{ workspace_id: A.id, client_id: A.client, status: 'active' }]);
  });

  test('the form is closed while the page is not live', async () => {
    await db.admin.query(`update public.page_subscriptions set status = 'past_due' where id = $1`, [
      B.subscription,
    ]);
    expect(
      await outcome(
        db.act('service', (c) =>
          c.query(
            `insert into public.leads (campaign_id, first_name, last_name, email) values ($1, 'L', 'L', 'l@example.com')`,
            [B.page],
          ),
        ),
      ),
    ).toBe('page_not_live');
    await db.admin.query(`update public.page_subscriptions set status = 'active' where id = $1`, [
      B.subscription,
    ]);
    expect(await submit(B.page, 'l@example.com')).toBe('ok');
    expect(await submit(A.email, 'x@example.com')).toBe('wrong_campaign_kind');
  });

  test('double opt-in: inactive with a token until confirm_lead', async () => {
    await db.admin.query('update public.campaigns set double_opt_in = true where id = $1', [A.page]);
    await submit(A.page, 'careful@example.com');
    const lead = (
      await db.admin.query(
        `select status, confirm_token from public.leads where email = 'careful@example.com'`,
      )
    ).rows[0];
    expect(lead.status).toBe('inactive');
    expect(lead.confirm_token).toMatch(/^[0-9a-f]{48}$/);
    expect(await call('service', 'select public.confirm_lead($1) as ok', [lead.confirm_token])).toEqual({
      ok: true,
    });
    expect(await call('service', 'select public.confirm_lead($1) as ok', [lead.confirm_token])).toEqual({
      ok: false,
    });
    const after = (
      await db.admin.query(
        `select status, confirmed_at is not null as confirmed from public.leads where email = 'careful@example.com'`,
      )
    ).rows[0];
    expect(after).toEqual({ status: 'active', confirmed: true });
    expect(await outcome(call('memberA', `select public.confirm_lead('x')`))).toBe('42501');
    await db.admin.query('update public.campaigns set double_opt_in = false where id = $1', [A.page]);
  });

  test('a lead waiting for its double opt-in cannot be marked active by a member (only confirm_lead)', async () => {
    await db.admin.query('update public.campaigns set double_opt_in = true where id = $1', [A.page]);
    try {
      await submit(A.page, 'unconfirmed@example.com');
      const { id, confirm_token } = (
        await db.admin.query(
          `select id, confirm_token from public.leads where email = 'unconfirmed@example.com'`,
        )
      ).rows[0];
      expect(confirm_token).toMatch(/^[0-9a-f]{48}$/);
      // The attack: memberA, through RLS, marks the unconfirmed contact active.
      expect(
        await outcome(
          call('memberA', `update public.leads set status = 'active' where id = $1 returning id`, [id]),
        ),
      ).toBe('23514');
      // Ignoring and restoring it (inactive) stays possible; so does the service, with confirm_lead.
      expect(
        await outcome(
          call('memberA', `update public.leads set ignored_at = now(), status = 'inactive' where id = $1`, [
            id,
          ]),
        ),
      ).toBe('ok');
      expect(
        await outcome(call('service', `update public.leads set status = 'active' where id = $1`, [id])),
      ).toBe('23514');
      expect(await call('service', 'select public.confirm_lead($1) as ok', [confirm_token])).toEqual({
        ok: true,
      });
      expect(
        (await db.admin.query('select status, confirm_token from public.leads where id = $1', [id])).rows[0],
      ).toEqual({ status: 'active', confirm_token: null });
    } finally {
      await db.admin.query('update public.campaigns set double_opt_in = false where id = $1', [A.page]);
    }
  });

  test('members mark a lead ignored; they cannot rewrite its contact details', async () => {
    expect(
      await outcome(
        call('memberA', 'update public.leads set ignored_at = now() where id = $1 returning id', [A.lead]),
      ),
    ).toBe('ok');
    expect(
      await outcome(
        call('memberA', `update public.leads set email = 'x@example.com' where id = $1`, [A.lead]),
      ),
    ).toBe('42501');
  });
});

describe('page_is_live', () => {
  test('published with an active subscription, as members and the service see it', async () => {
    const live = (actor: Actor, page: string) =>
      call(actor, 'select public.page_is_live($1) as live', [page]).then((r) => r.live);
    expect(await live('memberA', A.page)).toBe(true);
    expect(await live('service', A.page)).toBe(true);
    expect(await live('memberB', A.page)).toBe(false); // not visible to them
    await db.admin.query(
      `update public.page_subscriptions set current_period_end = now() - interval '1 minute' where id = $1`,
      [A.subscription],
    );
    expect(await live('memberA', A.page)).toBe(false);
    await db.admin.query(
      `update public.page_subscriptions set current_period_end = now() + interval '30 days' where id = $1`,
      [A.subscription],
    );
    expect(await outcome(call('anon', 'select public.page_is_live($1)', [A.page]))).toBe('42501');
  });
});

describe('hit_rate_limit', () => {
  test('allows max_hits per window, then refuses; for the service role only', async () => {
    const hit = () =>
      call('service', `select public.hit_rate_limit('lead-form', '203.0.113.7', 3, 60) as ok`).then(
        (r) => r.ok,
      );
    expect([await hit(), await hit(), await hit(), await hit()]).toEqual([true, true, true, false]);
    expect(
      await call('service', `select public.hit_rate_limit('lead-form', '198.51.100.1', 3, 60) as ok`),
    ).toEqual({ ok: true });
    expect(await outcome(call('service', `select public.hit_rate_limit('x', 'y', 3, 0)`))).toBe(
      'invalid_argument',
    );
    for (const actor of ['anon', 'memberA'] as const) {
      expect(await outcome(call(actor, `select public.hit_rate_limit('x', 'y', 3, 60)`))).toBe('42501');
    }
  });
});
