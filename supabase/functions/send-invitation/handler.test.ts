import assert from 'node:assert/strict';
import { createHandler } from './handler.ts';

/**
 * The function against loopback stand-ins: a Supabase API whose answers depend on the caller's token
 * (as row-level security makes them: a member and a stranger see no invitations, and no admin role),
 * and a Resend API that records what it is asked to send.
 */
const WORKSPACE = '11111111-1111-4111-8111-111111111111';
const INVITATION = '22222222-2222-4222-8222-222222222222';
const APP = 'http://app.example:5173';

/** A user token as Auth issues it (the fake API below stands in for PostgREST's signature check). */
const tokenOf = (sub: string) => {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { role: 'authenticated', sub, exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.c2lnbmVk`;
};
const OWNER = tokenOf('u-owner');
const MEMBER = tokenOf('u-member');
const STRANGER = tokenOf('u-stranger');
/** Well formed, the right claims, but no key of the project signed it: PostgREST answers 401. */
const FORGED = tokenOf('u-owner').replace(/\.c2lnbmVk$/, '.Zm9yZ2Vk');

const callers: Record<
  string,
  { id: string; email: string; role?: 'owner' | 'admin' | 'editor' | 'viewer'; name?: string }
> = {
  [OWNER]: { id: 'u-owner', email: 'owner@example.test', role: 'owner', name: 'Olivia Owner' },
  [MEMBER]: { id: 'u-member', email: 'member@example.test', role: 'editor' },
  [STRANGER]: { id: 'u-stranger', email: 'stranger@example.test' },
};

interface Fakes {
  env: Record<string, string>;
  sent: { headers: Headers; body: Record<string, unknown> }[];
  invitation: { expires_at: string; accepted_at: string | null };
  resendReply: { status: number; body: unknown } | null;
  /** claim_invitation_email's state, as the database keeps it (10 minutes' cool-down). */
  emailed: { at: number; request: string } | null;
  released: string[];
  /** Requests the fake API refused for their token, as PostgREST does. */
  refused: number;
}

const COOLDOWN_MS = 10 * 60_000;

async function withFakes(run: (fakes: Fakes) => Promise<void>) {
  const fakes: Fakes = {
    env: {},
    sent: [],
    invitation: { expires_at: new Date(Date.now() + 86_400_000).toISOString(), accepted_at: null },
    resendReply: null,
    emailed: null,
    released: [],
    refused: 0,
  };
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    const url = new URL(request.url);
    const caller = callers[(request.headers.get('authorization') ?? '').replace(/^Bearer /, '')];
    if (url.pathname.startsWith('/resend/')) {
      fakes.sent.push({ headers: request.headers, body: await request.json() });
      return Response.json(fakes.resendReply?.body ?? { id: `msg-${fakes.sent.length}` }, {
        status: fakes.resendReply?.status ?? 200,
      });
    }
    if (!caller) {
      fakes.refused += 1;
      return Response.json(
        { code: 'PGRST301', message: 'No suitable key or wrong key type' },
        { status: 401 },
      );
    }
    if (url.pathname === '/rest/v1/rpc/claim_invitation_email') {
      const args = (await request.json()) as { invitation_id: string; request_id: string };
      if (!(caller?.role === 'owner' || caller?.role === 'admin') || args.invitation_id !== INVITATION) {
        return Response.json({ code: 'PT404', message: 'invitation_not_found' }, { status: 404 });
      }
      const now = Date.now();
      const recent = fakes.emailed && fakes.emailed.at > now - COOLDOWN_MS ? fakes.emailed : null;
      if (!recent) fakes.emailed = { at: now, request: args.request_id };
      const stamp = (fakes.emailed as { at: number }).at;
      return Response.json([
        {
          allowed: !recent || recent.request === args.request_id,
          emailed_at: new Date(stamp).toISOString(),
          retry_at: new Date(stamp + COOLDOWN_MS).toISOString(),
        },
      ]);
    }
    const table = url.pathname.replace('/rest/v1/', '');
    if (table === 'workspace_members') {
      return Response.json(
        caller?.role && url.searchParams.get('workspace_id') === `eq.${WORKSPACE}`
          ? [{ role: caller.role }]
          : [],
      );
    }
    if (table === 'workspace_invitations') {
      const visible = caller?.role === 'owner' || caller?.role === 'admin';
      return Response.json(
        visible && url.searchParams.get('id') === `eq.${INVITATION}`
          ? [
              {
                id: INVITATION,
                email: 'new.person@example.test',
                role: 'editor',
                token: 'tok3n-abc',
                ...fakes.invitation,
                workspaces: { name: 'Harbor & Pine\r\nStudio' },
              },
            ]
          : [],
      );
    }
    if (table === 'profiles')
      return Response.json(caller ? [{ full_name: caller.name ?? null, email: caller.email }] : []);
    return Response.json({ message: 'unexpected' }, { status: 404 });
  });
  const base = `http://127.0.0.1:${server.addr.port}`;
  fakes.env = {
    SUPABASE_URL: base,
    SUPABASE_ANON_KEY: 'anon-key',
    SITE_URL: `${APP}/`,
    RESEND_API_KEY: 're_test',
    RESEND_BASE_URL: `${base}/resend`,
  };
  try {
    await run(fakes);
  } finally {
    await server.shutdown();
  }
}

const call = (fakes: Fakes, token: string | null, body: Record<string, unknown> = {}) =>
  createHandler({
    env: () => fakes.env,
    release: (_env, invitationId, emailedAt) => {
      fakes.released.push(invitationId);
      if (fakes.emailed && fakes.emailed.at === Date.parse(emailedAt)) fakes.emailed = null;
      return Promise.resolve();
    },
  })(
    new Request('http://functions.local/send-invitation', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: APP,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        workspaceId: WORKSPACE,
        invitationId: INVITATION,
        locale: 'en',
        requestId: 'r-1',
        ...body,
      }),
    }),
  );

const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

Deno.test('refuses a request without a user token', async () => {
  await withFakes(async (fakes) => {
    const response = await call(fakes, null);
    assert.equal(response.status, 401);
    assert.equal(await errorCode(response), 'unauthorized');
    assert.equal((await call(fakes, 'not-a-jwt')).status, 401);
    assert.equal(fakes.refused, 0, 'a token that is no user token is refused before any request');
    const forged = await call(fakes, FORGED);
    assert.equal(forged.status, 401);
    assert.equal(await errorCode(forged), 'unauthorized');
    assert.equal(fakes.refused, 1, 'the forged token is refused at its first read');
    assert.equal(fakes.emailed, null);
    assert.equal(fakes.sent.length, 0);
  });
});

Deno.test('refuses a member who is not an admin, and a stranger', async () => {
  await withFakes(async (fakes) => {
    for (const token of [MEMBER, STRANGER]) {
      const response = await call(fakes, token);
      assert.equal(response.status, 403, token);
      assert.equal(await errorCode(response), 'owner_or_admin_only');
    }
    assert.equal(fakes.sent.length, 0);
  });
});

Deno.test('refuses bad input, an unknown, an accepted and an expired invitation', async () => {
  await withFakes(async (fakes) => {
    assert.equal((await call(fakes, OWNER, { workspaceId: 'nope' })).status, 400);
    const unknown = await call(fakes, OWNER, {
      invitationId: '33333333-3333-4333-8333-333333333333',
    });
    assert.equal(unknown.status, 404);
    fakes.invitation.expires_at = new Date(Date.now() - 1000).toISOString();
    assert.equal(await errorCode(await call(fakes, OWNER)), 'invitation_expired');
    fakes.invitation.accepted_at = new Date().toISOString();
    assert.equal(await errorCode(await call(fakes, OWNER)), 'invitation_accepted');
    assert.equal(fakes.sent.length, 0);
  });
});

Deno.test('the owner sends the invitation in their language, with a link to the app and CORS for it', async () => {
  await withFakes(async (fakes) => {
    const response = await call(fakes, OWNER, { locale: 'es' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), APP);
    assert.deepEqual(await response.json(), { id: 'msg-1', email: 'new.person@example.test' });

    const [mail] = fakes.sent;
    assert.equal(mail?.headers.get('authorization'), 'Bearer re_test');
    assert.match(mail?.headers.get('idempotency-key') ?? '', new RegExp(`^invitation/${INVITATION}/\\d+$`));
    const body = mail?.body ?? {};
    assert.equal(body.to, 'new.person@example.test');
    assert.equal(body.reply_to, 'owner@example.test');
    assert.equal(body.from, 'Pitchcraft <no-reply@pitchcraft.local>');
    // The invitee confirmed nothing: no name anyone can type goes into the subject.
    assert.equal(body.subject, 'Te han invitado a un espacio de trabajo en Pitchcraft');
    assert.match(String(body.html), /href="http:\/\/app\.example:5173\/invitations\/tok3n-abc"/);
    assert.match(String(body.html), /Harbor &amp; Pine Studio/);
    assert.match(String(body.html), /Olivia Owner te invitó/);
    assert.match(
      String(body.text),
      /Aceptar la invitación: http:\/\/app\.example:5173\/invitations\/tok3n-abc/,
    );
  });
});

Deno.test('a retried request reuses its idempotency key and is not a second email', async () => {
  await withFakes(async (fakes) => {
    assert.equal((await call(fakes, OWNER)).status, 200);
    assert.equal((await call(fakes, OWNER)).status, 200);
    const keys = fakes.sent.map((mail) => mail.headers.get('idempotency-key'));
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1]);
  });
});

Deno.test('attack: 25 re-sends with new request ids email the invitation once; the answer says when it may go again', async () => {
  await withFakes(async (fakes) => {
    const answers = [];
    for (let i = 0; i < 25; i += 1) answers.push(await call(fakes, OWNER, { requestId: `spam-${i}` }));
    assert.equal(answers[0]?.status, 200);
    assert.equal(fakes.sent.length, 1);
    const refused = answers[24] as Response;
    assert.equal(refused.status, 429);
    const body = (await refused.json()) as { error: { code: string; retryAfterSeconds: number } };
    assert.equal(body.error.code, 'invitation_recently_sent');
    const wait = body.error.retryAfterSeconds;
    assert.ok(wait > 540 && wait <= 600, `retryAfterSeconds ~10 minutes, got ${wait}`);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter > 540 && retryAfter <= 600, `Retry-After ${retryAfter}`);
    assert.equal(refused.headers.get('access-control-allow-origin'), APP);
    // Once the cool-down has passed, it may be sent again.
    (fakes.emailed as { at: number }).at -= 10 * 60_000 + 1;
    assert.equal((await call(fakes, OWNER, { requestId: 'later' })).status, 200);
    assert.equal(fakes.sent.length, 2);
  });
});

Deno.test('provider refusals: a rate limit is provider_unavailable (try again), a refused message email_refused', async () => {
  await withFakes(async (fakes) => {
    fakes.resendReply = {
      status: 429,
      body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'slow down' },
    };
    const limited = await call(fakes, OWNER);
    assert.equal(limited.status, 502);
    assert.equal(await errorCode(limited), 'provider_unavailable');
    fakes.resendReply = {
      status: 422,
      body: { statusCode: 422, name: 'validation_error', message: 'bad to' },
    };
    const refused = await call(fakes, OWNER, { requestId: 'r-2' });
    assert.equal(refused.status, 502);
    assert.equal(await errorCode(refused), 'email_refused');
    // Nothing went out: each refusal gave its claim back, so another try is not held back.
    assert.deepEqual(fakes.released, [INVITATION, INVITATION]);
    fakes.resendReply = null;
    assert.equal((await call(fakes, OWNER, { requestId: 'r-3' })).status, 200);
  });
});

Deno.test('CORS: a preflight from the app is allowed, another origin gets no allowance', async () => {
  await withFakes(async (fakes) => {
    const handler = createHandler({ env: () => fakes.env });
    const preflight = (origin: string) =>
      handler(
        new Request('http://functions.local/send-invitation', { method: 'OPTIONS', headers: { origin } }),
      );
    const allowed = await preflight(APP);
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), APP);
    const other = await preflight('https://evil.example');
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });
});
