import { createClient } from '@supabase/supabase-js';
import { describe, expect, test } from 'vitest';
import { authLinkOf, followLink, latestMailTo } from './auth-mail.ts';
import { anonClient, stack, uniqueEmail } from './testing.ts';

const password = 'first-password-1';
const appUrl = 'http://127.0.0.1:5173/account/reset';

async function registeredEmail() {
  const email = uniqueEmail('links');
  const { error } = await anonClient().auth.signUp({ email, password });
  if (error) throw error;
  return email;
}

function pkceClient() {
  const { apiUrl, anonKey } = stack();
  return createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
  });
}

describe('password reset through the mailbox', () => {
  test('the emailed link signs in for recovery; the new password then works', async () => {
    const email = await registeredEmail();
    const client = anonClient();
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: appUrl })).error).toBeNull();

    const mail = await latestMailTo(email);
    expect(mail.from).toBe('Pitchcraft <no-reply@pitchcraft.local>');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('/auth/v1/verify?token=');
    const { link } = authLinkOf(mail);
    expect(link).toContain('type=recovery');

    const { url, fragment } = await followLink(link);
    expect(`${url.origin}${url.pathname}`).toBe(appUrl);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const session = await client.auth.setSession({
      access_token: String(fragment.get('access_token')),
      refresh_token: String(fragment.get('refresh_token')),
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email).toBe(email);

    expect((await client.auth.updateUser({ password: 'second-password-2' })).error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'second-password-2' });
    expect(signIn.error).toBeNull();
  });

  test('a link works once: following it again redirects with otp_expired', async () => {
    const email = await registeredEmail();
    await anonClient().auth.resetPasswordForEmail(email, { redirectTo: appUrl });
    const { link } = authLinkOf(await latestMailTo(email));
    await followLink(link);
    const again = await followLink(link);
    expect(again.fragment.get('error')).toBe('access_denied');
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('access_token')).toBeNull();
  });

  test('an address that is not registered gets the same answer and no email', async () => {
    const email = uniqueEmail('unknown');
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    await expect(latestMailTo(email)).rejects.toThrow('no email');
  });

  test('a redirect outside the allow list falls back to the site URL', async () => {
    const email = await registeredEmail();
    await anonClient().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const { url } = await followLink(authLinkOf(await latestMailTo(email)).link);
    expect(url.origin).toBe('http://127.0.0.1:5173');
  });

  test('with PKCE the link hands the app a code it exchanges for the session', async () => {
    const email = await registeredEmail();
    const client = pkceClient();
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: appUrl })).error).toBeNull();
    const { query, fragment } = await followLink(authLinkOf(await latestMailTo(email)).link);
    expect(fragment.get('access_token')).toBeNull();
    const code = String(query.get('code'));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.session?.access_token).toBeTruthy();
  });
});

describe('one-time codes and magic links', () => {
  test('signInWithOtp emails a code that verifyOtp turns into a session', async () => {
    const email = await registeredEmail();
    const client = anonClient();
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe('Your magic link');
    const { code } = authLinkOf(mail);
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  test('a wrong code is otp_expired', async () => {
    const email = await registeredEmail();
    await anonClient().auth.signInWithOtp({ email });
    const { code } = authLinkOf(await latestMailTo(email));
    const wrong = code === '000000' ? '111111' : '000000';
    const { error } = await anonClient().auth.verifyOtp({ email, token: wrong, type: 'email' });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  test('the magic link itself signs in', async () => {
    const email = await registeredEmail();
    await anonClient().auth.signInWithOtp({ email, options: { emailRedirectTo: appUrl } });
    const { fragment } = await followLink(authLinkOf(await latestMailTo(email)).link);
    expect(fragment.get('type')).toBe('magiclink');
    const { data } = await anonClient().auth.getUser(String(fragment.get('access_token')));
    expect(data.user?.email).toBe(email);
  });

  test('a new address is signed up by the code, with its metadata', async () => {
    const email = uniqueEmail('otp-new');
    const client = anonClient();
    await client.auth.signInWithOtp({ email, options: { data: { source: 'otp' } } });
    const { code } = authLinkOf(await latestMailTo(email));
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.source).toBe('otp');
  });

  test('shouldCreateUser: false refuses unknown addresses', async () => {
    const { error } = await anonClient().auth.signInWithOtp({
      email: uniqueEmail('otp-none'),
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });
});
