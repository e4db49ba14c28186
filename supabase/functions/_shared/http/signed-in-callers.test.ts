/**
 * Every function the signed-in app calls runs with verify_jwt = false (config.toml: with asymmetric
 * JWT signing keys the platform's check refuses valid tokens), so each checks the caller's token
 * itself. Here the deployed handlers (each function's `handler`, as index.ts serves it) meet a
 * Supabase API that, like PostgREST and GoTrue, refuses a token it cannot verify: without a token
 * and with a forged one (well-formed, the right claims, a wrong signature) each answers 401
 * `unauthorized`, and nothing is written, generated, sent, paid or kicked off.
 */

import assert from 'node:assert/strict';
import { handler as billingPortal } from '../../billing-portal/handler.ts';
import { handler as checkLinks } from '../../check-links/handler.ts';
import { handler as checkout } from '../../checkout/handler.ts';
import { handler as generateCampaign } from '../../generate-campaign/handler.ts';
import { handler as generatePage } from '../../generate-page/handler.ts';
import { handler as recommendTemplates } from '../../recommend-templates/handler.ts';
import { handler as sendInvitation } from '../../send-invitation/handler.ts';
import { handler as senderDomains } from '../../sender-domains/handler.ts';
import { handler as shipCampaign } from '../../ship-campaign/handler.ts';

const CAMPAIGN = 'd4a3f6e5-0000-4000-8000-000000000001';
const WORKSPACE = 'b2e1d4c3-0000-4000-8000-000000000001';
const INVITATION = 'e5b4a7f6-0000-4000-8000-000000000001';
const DOMAIN = 'f6c5b8a7-0000-4000-8000-000000000001';

const functions: [string, (request: Request) => Promise<Response> | Response, Record<string, unknown>][] = [
  ['generate-campaign', generateCampaign, { campaignId: CAMPAIGN, mode: 'brief' }],
  ['generate-page', generatePage, { campaignId: CAMPAIGN, mode: 'brief' }],
  ['recommend-templates', recommendTemplates, { campaignId: CAMPAIGN }],
  ['send-invitation', sendInvitation, { workspaceId: WORKSPACE, invitationId: INVITATION, requestId: 'r-1' }],
  ['checkout', checkout, { campaignId: CAMPAIGN, packageId: 'basic' }],
  ['billing-portal', billingPortal, { campaignId: CAMPAIGN }],
  ['ship-campaign', shipCampaign, { campaignId: CAMPAIGN }],
  ['check-links', checkLinks, { campaignId: CAMPAIGN }],
  ['sender-domains', senderDomains, { action: 'check', domainId: DOMAIN }],
  ['sender-domains', senderDomains, { action: 'add', workspaceId: WORKSPACE, name: 'mail.example.com' }],
];

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const forged = `${encode({ alg: 'ES256', typ: 'JWT', kid: 'not-the-project-key' })}.${encode({
  role: 'authenticated',
  aud: 'authenticated',
  sub: 'a1f0c3b2-0000-4000-8000-000000000001',
  exp: Math.floor(Date.now() / 1000) + 3600,
})}.Zm9yZ2Vk`;

Deno.test('signed-in functions: no token or a forged one answers 401 and does nothing', async () => {
  const seen: string[] = [];
  // PostgREST answers a token it cannot verify with 401 (PGRST301); GoTrue's /user with 401 too.
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (request) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname} apikey=${request.headers.get('apikey')}`);
    if (url.pathname.startsWith('/rest/v1/')) {
      return Response.json(
        { code: 'PGRST301', message: 'No suitable key or wrong key type', details: null, hint: null },
        { status: 401 },
      );
    }
    if (url.pathname === '/auth/v1/user') {
      return Response.json({ code: 401, error_code: 'bad_jwt', msg: 'invalid JWT' }, { status: 401 });
    }
    return new Response('not expected', { status: 500 });
  });
  const env: Record<string, string> = {
    SUPABASE_URL: `http://127.0.0.1:${server.addr.port}`,
    // The new keys only, as on a project whose legacy keys are off.
    SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_test"}',
    SUPABASE_SECRET_KEYS: '{"default":"sb_secret_test"}',
    SITE_URL: 'http://127.0.0.1:5173',
  };
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, Deno.env.get(name)]));
  for (const [name, value] of Object.entries(env)) Deno.env.set(name, value);
  const quiet = console.error;
  console.error = () => {};
  try {
    for (const [name, handler, body] of functions) {
      for (const authorization of [null, `Bearer ${forged}`]) {
        seen.length = 0;
        const response = await handler(
          new Request(`http://functions.local/${name}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: 'http://127.0.0.1:5173',
              ...(authorization ? { authorization } : {}),
            },
            body: JSON.stringify(body),
          }),
        );
        const what = `${name} ${authorization ? 'forged token' : 'no token'}`;
        assert.equal(response.status, 401, what);
        assert.equal((await response.json()).error.code, 'unauthorized', what);
        // Without a token nothing is asked; with the forged one only the refused first read as the
        // caller (with the publishable key): no write, no service-role call, no email, no kick.
        if (!authorization) assert.deepEqual(seen, [], what);
        assert.ok(seen.length <= 2, `${what}: ${seen.join(', ')}`);
        for (const request of seen) {
          assert.match(
            request,
            /^(GET \/rest\/v1\/\w+|HEAD \/rest\/v1\/\w+|POST \/rest\/v1\/rpc\/(?:ship_campaign|sender_domain_to_manage|claim_sender_domain)|GET \/auth\/v1\/user) apikey=sb_publishable_test$/,
            what,
          );
        }
      }
    }
  } finally {
    console.error = quiet;
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) Deno.env.delete(name);
      else Deno.env.set(name, value);
    }
    await server.shutdown();
  }
});
