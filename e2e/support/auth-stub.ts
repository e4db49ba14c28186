/**
 * STUB OF THE AUTH API — NOT THE REAL LOCAL STACK.
 *
 * Until the browser journeys run against the local Supabase stack (`npm start`'s gateway), these
 * Playwright routes answer supabase-js's GoTrue calls with GoTrue-shaped bodies, so the sign-in
 * journey and the in-app screenshots can run. The lead switches the journeys to the real stack;
 * then this file goes away.
 */
import type { Page, Route } from 'playwright-core';

export const STUB_USER_EMAIL = 'ada@pitchcraft.test';
export const STUB_USER_PASSWORD = 'correct horse battery staple';
const SUPABASE_URL = process.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function stubUser() {
  const now = new Date().toISOString();
  return {
    id: '6c1f7a2e-4b53-4d9a-9f0e-2d9b1c7e5a10',
    aud: 'authenticated',
    role: 'authenticated',
    email: STUB_USER_EMAIL,
    email_confirmed_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
  };
}

/** A GoTrue password-grant answer; the token is JWT-shaped but unsigned (nothing verifies it). */
export function stubSession() {
  const user = stubUser();
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const claims = {
    sub: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    exp: expiresAt,
  };
  return {
    access_token: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.stub-signature`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: 'stub-refresh-token',
    user,
  };
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers /auth/v1/* like GoTrue for one account (STUB_USER_EMAIL / STUB_USER_PASSWORD). */
export async function stubAuthApi(page: Page): Promise<void> {
  await page.route(`${SUPABASE_URL}/auth/v1/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === '/auth/v1/token' && url.searchParams.get('grant_type') === 'password') {
      const { email, password } = request.postDataJSON() as { email: string; password: string };
      if (email === STUB_USER_EMAIL && password === STUB_USER_PASSWORD)
        return json(route, 200, stubSession());
      return json(route, 400, {
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
      });
    }
    if (url.pathname === '/auth/v1/token') return json(route, 200, stubSession());
    if (url.pathname === '/auth/v1/user') return json(route, 200, stubUser());
    if (url.pathname === '/auth/v1/logout') return route.fulfill({ status: 204 });
    return json(route, 404, { code: 404, error_code: 'not_found', msg: `stub has no ${url.pathname}` });
  });
}

/** Signs in through the real sign-in form, answered by the stub. */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.getByLabel(/^Email/).fill(STUB_USER_EMAIL);
  await page.getByLabel(/^Password/).fill(STUB_USER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
