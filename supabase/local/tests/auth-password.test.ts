import { join } from 'node:path';
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import {
  passwordWeakness as appPasswordWeakness,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_CHARACTERS,
} from '../../../src/features/auth/password-rule.ts';
import { readAuthSettings } from '../gateway/auth/auth-settings.ts';
import { passwordWeakness } from '../gateway/auth/passwords.ts';
import { anonClient, serviceClient, stack, uniqueEmail } from './testing.ts';

const password = 'correct-horse-1';

async function signedUpClient(data: Record<string, unknown> = {}) {
  const client = anonClient();
  const email = uniqueEmail('auth');
  const { data: result, error } = await client.auth.signUp({ email, password, options: { data } });
  if (error || !result.session) throw error ?? new Error('no session after sign-up');
  return { client, email, session: result.session };
}

describe('the size of a request body, as GoTrue limits it (1 MiB)', () => {
  test('5 MB of user_metadata is refused at sign-up and on update: 413 request_entity_too_large', async () => {
    const huge = { notes: 'x'.repeat(5 * 1024 * 1024) };
    const signUp = await anonClient().auth.signUp({
      email: uniqueEmail('metadata'),
      password,
      options: { data: huge },
    });
    expect(signUp.error).toBeInstanceOf(AuthApiError);
    expect(signUp.error).toMatchObject({ status: 413, code: 'request_entity_too_large' });
    expect(signUp.error?.message).toBe('Request body too large (max 1048576 bytes)');

    const { client } = await signedUpClient({ full_name: 'Ada Lovelace' });
    const update = await client.auth.updateUser({ data: huge });
    expect(update.error).toMatchObject({ status: 413, code: 'request_entity_too_large' });
    const { data } = await client.auth.getUser();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ada Lovelace' });
    expect(data.user?.user_metadata.notes).toBeUndefined();
  });
});

describe('sign up and sign in', () => {
  test('sign-up confirms at once locally and returns a session with the metadata', async () => {
    const { session, email } = await signedUpClient({ full_name: 'Ada Lovelace' });
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.user.email).toBe(email);
    expect(session.user.email_confirmed_at).toBeTruthy();
    expect(session.user.user_metadata.full_name).toBe('Ada Lovelace');
    expect(session.user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(session.user.identities?.[0]?.provider).toBe('email');
  });

  test('the access token carries GoTrue claims', async () => {
    const { session, email } = await signedUpClient({ plan: 'pro' });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      iss: `${stack().apiUrl}/auth/v1`,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { plan: 'pro' },
      is_anonymous: false,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  test('Postgres reads the token the way PostgREST hands it over', async () => {
    const { session, email } = await signedUpClient();
    const claims = decodeJwt(session.access_token);
    const db = new pg.Client({ connectionString: stack().dbUrl });
    await db.connect();
    try {
      await db.query('begin');
      await db.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        claims.role,
        JSON.stringify(claims),
      ]);
      const { rows } = await db.query(
        'select auth.uid() as uid, auth.role() as role, auth.email() as email, current_user',
      );
      expect(rows[0]).toEqual({
        uid: session.user.id,
        role: 'authenticated',
        email,
        current_user: 'authenticated',
      });
      await db.query('rollback');
    } finally {
      await db.end();
    }
  });

  test('an address already registered is refused with user_already_exists', async () => {
    const { email } = await signedUpClient();
    const { error } = await anonClient().auth.signUp({ email, password });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  test('weak passwords and invalid addresses are refused', async () => {
    const weak = await anonClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      reasons: ['length', 'characters'],
    });
    const invalid = await anonClient().auth.signUp({ email: 'not-an-address', password });
    expect(invalid.error).toMatchObject({ status: 400, code: 'email_address_invalid' });
  });

  test('sign-in with the right password gives a session, a wrong one invalid_credentials', async () => {
    const { email } = await signedUpClient();
    const client = anonClient();
    const good = await client.auth.signInWithPassword({ email, password });
    expect(good.error).toBeNull();
    expect(good.data.user?.email).toBe(email);
    expect(good.data.user?.last_sign_in_at).toBeTruthy();
    const wrong = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });
});

describe('the signed-in user', () => {
  test('getUser returns the user; a forged token is bad_jwt', async () => {
    const { client, session } = await signedUpClient();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(session.user.id);
    const forged = `${session.access_token.slice(0, -4)}AAAA`;
    const refused = await client.auth.getUser(forged);
    expect(refused.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  test('updateUser merges metadata and removes keys set to null', async () => {
    const { client } = await signedUpClient({ keep: 1, drop: 2 });
    const { data, error } = await client.auth.updateUser({ data: { added: 'yes', drop: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ keep: 1, added: 'yes' });
    expect(data.user?.user_metadata).not.toHaveProperty('drop');
  });

  test('updateUser changes the password: the old one stops working, other sessions end', async () => {
    const { client, email } = await signedUpClient();
    const elsewhere = await anonClient().auth.signInWithPassword({ email, password });
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const changed = await client.auth.updateUser({ password: 'new-password-2' });
    expect(changed.error).toBeNull();
    const old = await anonClient().auth.signInWithPassword({ email, password });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await anonClient().auth.signInWithPassword({ email, password: 'new-password-2' });
    expect(fresh.error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const other = await anonClient().auth.refreshSession({
      refresh_token: String(elsewhere.data.session?.refresh_token),
    });
    expect(other.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  test('updateUser changes the email at once while confirmations are off', async () => {
    const { client } = await signedUpClient();
    const next = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(next);
    const signIn = await anonClient().auth.signInWithPassword({ email: next, password });
    expect(signIn.error).toBeNull();
  });
});

describe('refresh tokens', () => {
  test('each refresh rotates the token; the parent of the active token is still honoured', async () => {
    const { client, session } = await signedUpClient();
    const first = await client.auth.refreshSession();
    expect(first.error).toBeNull();
    const rotated = first.data.session?.refresh_token;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(session.refresh_token);
    // GoTrue answers a retried refresh (the client lost the answer) with the active token.
    const retried = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(retried.error).toBeNull();
    expect(retried.data.session?.refresh_token).toBe(rotated);
  });

  test('reusing an old refresh token after the reuse interval revokes the whole session', async () => {
    const { client, session } = await signedUpClient();
    const second = await client.auth.refreshSession();
    const third = await client.auth.refreshSession();
    const active = third.data.session?.refresh_token;
    expect(second.error).toBeNull();
    expect(active).toBeTruthy();
    // Age the rotated tokens past the reuse interval instead of waiting 10 s.
    await ageRefreshTokens(session.user.id);
    const reused = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toBeInstanceOf(AuthApiError);
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const family = await anonClient().auth.refreshSession({ refresh_token: String(active) });
    expect(family.error).toMatchObject({ code: 'refresh_token_already_used' });
  });

  test('an unknown refresh token is refresh_token_not_found', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('sign out', () => {
  test('signOut ends the session: its refresh token and access token stop working', async () => {
    const { client, session } = await signedUpClient();
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refreshed = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await anonClient().auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  test("scope 'others' keeps this session and ends the rest", async () => {
    const { client, email } = await signedUpClient();
    const other = anonClient();
    const otherSession = await other.auth.signInWithPassword({ email, password });
    expect(otherSession.error).toBeNull();
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const refreshed = await anonClient().auth.refreshSession({
      refresh_token: String(otherSession.data.session?.refresh_token),
    });
    expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});

describe('error shapes', () => {
  const tokenRequest = (headers: Record<string, string>) =>
    fetch(`${stack().apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'whatever1' }),
    });

  test('clients of API version 2024-01-01 get {code, message} and the version echoed', async () => {
    const response = await tokenRequest({ 'X-Supabase-Api-Version': '2024-01-01' });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  test('browsers may read the version header, without which auth-js drops the error code', async () => {
    const response = await tokenRequest({
      'X-Supabase-Api-Version': '2024-01-01',
      Origin: 'http://127.0.0.1:5173',
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('x-supabase-api-version');
  });

  test('older clients get {code, error_code, msg}', async () => {
    const response = await tokenRequest({});
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });
});

async function ageRefreshTokens(userId: string) {
  const db = new pg.Client({ connectionString: stack().dbUrl });
  await db.connect();
  try {
    await db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 hour' where user_id = $1`,
      [userId],
    );
  } finally {
    await db.end();
  }
}

// config.toml: minimum_password_length = 10, password_requirements = "letters_digits".
const RULE_MESSAGE = {
  length: 'Password should be at least 10 characters.',
  characters:
    'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
};

describe("config.toml's password rule, as GoTrue applies it", () => {
  test.each([
    ['password', ['length', 'characters']],
    ['12345678', ['length', 'characters']],
    ['passwordpassword', ['characters']],
    ['1234567890', ['characters']],
    ['abc123', ['length']],
  ] as const)('sign-up with %j: 422 weak_password %j, with GoTrue’s sentences', async (weak, reasons) => {
    const response = await fetch(`${stack().apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: stack().anonKey,
        'content-type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email: uniqueEmail('weak'), password: weak }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: reasons.map((reason) => RULE_MESSAGE[reason]).join(' '),
      weak_password: { reasons },
    });
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: weak });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons });
  });

  test('a password change and an admin update follow the same rule; 72 bytes is the most', async () => {
    const { client } = await signedUpClient();
    expect((await client.auth.updateUser({ password: 'password' })).error).toMatchObject({
      status: 422,
      code: 'weak_password',
      reasons: ['length', 'characters'],
    });
    const admin = serviceClient().auth.admin;
    // As GoTrue: adminUserCreate sets the password unchecked, adminUserUpdate checks it.
    const created = await admin.createUser({
      email: uniqueEmail('weak'),
      password: '12345678',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    expect(
      (await admin.updateUserById(String(created.data.user?.id), { password: 'password' })).error,
    ).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length', 'characters'] });
    expect(
      (await anonClient().auth.signUp({ email: uniqueEmail('long'), password: `a1${'é'.repeat(36)}` })).error,
    ).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  test('length counts bytes, as Go does: eleven bytes in eight characters are enough', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail('bytes'), password: 'ñandú-1ñ' });
    expect(error).toBeNull();
  });

  test('a password set before the rule still signs in, and the answer says it is weak', async () => {
    const email = uniqueEmail('old');
    const { data } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
    const db = new pg.Client({ connectionString: stack().dbUrl });
    await db.connect();
    try {
      await db.query(
        `update auth.users set encrypted_password = extensions.crypt('password', extensions.gen_salt('bf', 4)) where id = $1`,
        [data.user?.id],
      );
    } finally {
      await db.end();
    }
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'password' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.weakPassword).toEqual({
      message: `${RULE_MESSAGE.length} ${RULE_MESSAGE.characters}`,
      reasons: ['length', 'characters'],
    });
    const strong = await anonClient().auth.signInWithPassword({
      email: (await signedUpClient()).email,
      password,
    });
    expect(strong.data.weakPassword).toBeUndefined();
  });

  test("the app's forms check the product's rule (src/features/auth/password-rule.ts), which this suite runs", () => {
    const settings = readAuthSettings(join(import.meta.dirname, '..', '..'));
    expect(readAuthSettings(join(import.meta.dirname, 'fixture'))).toMatchObject({
      minimumPasswordLength: settings.minimumPasswordLength,
      passwordRequiredCharacters: settings.passwordRequiredCharacters,
    });
    expect(settings.minimumPasswordLength).toBe(PASSWORD_MIN_LENGTH);
    expect(settings.passwordRequiredCharacters).toEqual([...PASSWORD_REQUIRED_CHARACTERS]);
    for (const candidate of [
      'password',
      '12345678',
      'passwordpassword',
      'ñandú-1ñ',
      'pitchcraft-demo-2026',
      'Ab1',
    ]) {
      expect(appPasswordWeakness(candidate)).toEqual(passwordWeakness(candidate, settings)?.reasons ?? []);
    }
  });
});
