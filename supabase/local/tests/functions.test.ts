import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, test } from 'vitest';
import { anonClient, serviceClient, stack, uniqueEmail } from './testing.ts';

const functionUrl = (path: string) => `${stack().apiUrl}/functions/v1/${path}`;

async function errorBody(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.text() };
}

describe('invoking functions', () => {
  test('a verify_jwt = false function answers without any token', async () => {
    const response = await fetch(functionUrl('echo-public/sub/path?x=1&y=two'), {
      method: 'PATCH',
      headers: { 'x-custom': 'kept', 'content-type': 'text/plain' },
      body: 'plain body',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(await response.json()).toEqual({
      method: 'PATCH',
      path: '/echo-public/sub/path',
      query: '?x=1&y=two',
      authorization: false,
      custom: 'kept',
      body: 'plain body',
    });
  });

  test('supabase-js invokes with JSON and reads JSON back', async () => {
    const { data, error } = await anonClient().functions.invoke('echo-public', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'POST', path: '/echo-public', authorization: true });
    expect(JSON.parse(data.body)).toEqual({ hello: 'world' });
  });

  test('binary bodies pass through unchanged and streamed responses arrive whole', async () => {
    const bytes = new Uint8Array(256).map((_, index) => index);
    const echoed = await fetch(functionUrl('echo-public/bytes'), { method: 'POST', body: bytes });
    expect(echoed.headers.get('content-type')).toBe('application/octet-stream');
    expect(new Uint8Array(await echoed.arrayBuffer())).toEqual(bytes);

    const streamed = await fetch(functionUrl('echo-public/stream'));
    expect(await streamed.text()).toBe('one two three');
  });

  test('attack: the client address is the one that connected, as hosted Supabase reports it, whatever the client sent', async () => {
    const response = await fetch(functionUrl('echo-public/client'), {
      headers: { 'X-Forwarded-For': '6.6.6.6', 'CF-Connecting-IP': '6.6.6.6' },
    });
    expect(await response.json()).toEqual({
      connectingIp: '127.0.0.1',
      forwardedFor: '6.6.6.6, 127.0.0.1',
    });
    const plain = await fetch(functionUrl('echo-public/client'));
    expect(await plain.json()).toEqual({ connectingIp: '127.0.0.1', forwardedFor: '127.0.0.1' });
  });

  test("a function's answer carries the gateway's CORS headers; a preflight is answered by the gateway", async () => {
    const origin = 'http://app.example';
    const answered = await fetch(functionUrl('echo-public'), { headers: { origin } });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('x-echo')).toBe('yes');
    expect(answered.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answered.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answered.headers.get('access-control-expose-headers')).toContain('content-range');
    expect(answered.headers.get('vary')).toBe('Origin');

    const preflight = await fetch(functionUrl('echo-public'), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(await preflight.text()).toBe('');
  });

  test('an unknown function is not found', async () => {
    const { error } = await anonClient().functions.invoke('no-such-function');
    expect(await errorBody(error)).toEqual({ status: 404, body: 'Function not found' });
  });
});

describe('verify_jwt', () => {
  test('a verify_jwt function refuses a request without a token or with a forged one', async () => {
    const missing = await fetch(functionUrl('env-check'));
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });

    const forged = await fetch(functionUrl('env-check'), {
      headers: { authorization: `Bearer ${stack().anonKey.slice(0, -4)}abcd` },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ msg: 'Invalid JWT' });
  });

  test("the function acts as the signed-in caller with the caller's token", async () => {
    const client = anonClient();
    const email = uniqueEmail('functions');
    const { error: signUpError } = await client.auth.signUp({ email, password: 'correct-horse-1' });
    expect(signUpError).toBeNull();
    const { data, error } = await client.functions.invoke('whoami');
    expect(error).toBeNull();
    expect(data).toEqual({ email });
  });
});

describe('environment and failures', () => {
  test('a function reads the SUPABASE_* variables and the stack’s function env', async () => {
    const { data, error } = await serviceClient().functions.invoke('env-check');
    expect(error).toBeNull();
    const { apiUrl, anonKey, serviceRoleKey, dbUrl } = stack();
    expect(data).toEqual({
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      SUPABASE_DB_URL: dbUrl,
      CONTRACT_GREETING: 'hello from functionEnv',
    });
  });

  test('a throwing function answers 500 with the edge runtime error, and others keep working', async () => {
    const { error } = await anonClient().functions.invoke('throws');
    const { status, body } = await errorBody(error);
    expect(status).toBe(500);
    expect(JSON.parse(body)).toEqual({
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
    const again = await anonClient().functions.invoke('echo-public');
    expect(again.error).toBeNull();
  });
});
