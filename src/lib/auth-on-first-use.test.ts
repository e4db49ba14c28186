import RealAuthClient from '@supabase/auth-js/dist/module/GoTrueClient.js';
import type { AuthChangeEvent, Session } from '@supabase/auth-js/dist/module/lib/types.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthClient } from './auth-on-first-use.ts';

// The alias applies to the build, not to Vitest (which leaves node_modules as they are): here the
// client is compared with auth-js's own, and bench/app-weight.ts shows auth-js off the first
// signed-in screen. Each test has its own storage key: auth-js counts its clients per key
// (`nextInstanceID`), which says whether it was loaded.
const URL_ = 'http://127.0.0.1:54321/auth/v1';
let keys = 0;
const clients: { getSession: () => unknown; dispose?: () => Promise<void> }[] = [];

type Client = InstanceType<typeof RealAuthClient>;
const loaded = (key: string) =>
  (RealAuthClient as unknown as { nextInstanceID: Record<string, number> }).nextInstanceID[key] ?? 0;

function token(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'u-1', exp, role: 'authenticated' })}.sig`;
}

function sessionExpiringIn(seconds: number, name = 'a'): Session {
  const expiresAt = Math.floor(Date.now() / 1000) + seconds;
  return {
    access_token: token(expiresAt),
    refresh_token: `refresh-${name}`,
    expires_in: seconds,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: {
      id: 'u-1',
      aud: 'authenticated',
      email: 'ada@pitchcraft.test',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
    },
  };
}

/** A GoTrue that answers refreshes with a fresh hour and sign-outs with 204; it records the requests. */
function gotrue() {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    if (request.url.includes('grant_type=refresh_token')) {
      const { expires_at: _, ...fresh } = sessionExpiringIn(3600, 'b');
      return Response.json(fresh);
    }
    return new Response(null, { status: 204 });
  });
  return { fetch, requests };
}

function setUp(stored: Session | null, { real = false } = {}) {
  keys += 1;
  const storageKey = `sb-test-${keys}-${Math.random().toString(36).slice(2)}-auth-token`;
  if (stored) localStorage.setItem(storageKey, JSON.stringify(stored));
  const server = gotrue();
  const options = {
    url: URL_,
    headers: { apikey: 'anon-key' },
    storageKey,
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
    fetch: server.fetch,
  };
  const auth = (real ? new RealAuthClient(options) : new AuthClient(options)) as unknown as Client;
  clients.push(auth);
  const events: AuthChangeEvent[] = [];
  auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return { auth, storageKey, events, ...server };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('auth-js loaded at its first need', () => {
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.dispose?.();
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('answers a valid stored session from storage, as auth-js does, without loading it', async () => {
    const stored = sessionExpiringIn(3600);
    const { auth, storageKey, events, requests } = setUp(stored);
    const ours = await auth.getSession();
    await settle();
    expect(loaded(storageKey)).toBe(0);
    expect(requests).toEqual([]);
    expect(events).toEqual(['INITIAL_SESSION']);

    const real = new RealAuthClient({ url: URL_, storageKey });
    clients.push(real);
    const theirs = await real.getSession();
    expect(ours).toEqual(theirs);
    expect(ours.data.session?.access_token).toBe(stored.access_token);
  });

  it('answers no session when none is stored, as auth-js does', async () => {
    const { auth, storageKey, events } = setUp(null);
    expect(await auth.getSession()).toEqual({ data: { session: null }, error: null });
    await settle();
    expect(loaded(storageKey)).toBe(0);
    expect(events).toEqual(['INITIAL_SESSION']);
  });

  it('lets auth-js refresh a token within its expiry margin: the fresh token is what it answers', async () => {
    const { auth, storageKey, events, requests } = setUp(sessionExpiringIn(60));
    const { data } = await auth.getSession();
    expect(loaded(storageKey)).toBe(1);
    expect(requests).toContain('POST /auth/v1/token?grant_type=refresh_token');
    expect(data.session?.refresh_token).toBe('refresh-b');
    expect(JSON.parse(localStorage.getItem(storageKey) ?? '{}').refresh_token).toBe('refresh-b');
    await settle();
    expect(events.filter((event) => event === 'TOKEN_REFRESHED')).toHaveLength(1);
    expect(events.filter((event) => event === 'INITIAL_SESSION')).toHaveLength(1);
  });

  it('refreshes on its own before the token expires, with no call from the app', async () => {
    // auth-js's ticker refreshes 90–120 s before the end; this token is 1–2 s from that window.
    const { storageKey, events, requests } = setUp(sessionExpiringIn(122));
    await settle();
    expect(loaded(storageKey)).toBe(0);
    await vi.waitFor(() => expect(requests).toContain('POST /auth/v1/token?grant_type=refresh_token'), {
      timeout: 5000,
    });
    await vi.waitFor(() => expect(events).toContain('TOKEN_REFRESHED'));
    expect(JSON.parse(localStorage.getItem(storageKey) ?? '{}').refresh_token).toBe('refresh-b');
  });

  it("waits, in a hidden tab, until the tab is shown, as auth-js's ticker does", async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { storageKey, requests } = setUp(sessionExpiringIn(120));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loaded(storageKey)).toBe(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await vi.waitFor(() => expect(requests).toContain('POST /auth/v1/token?grant_type=refresh_token'));
  });

  it('keeps a method wrapped by its caller (bind, apply) a call on auth-js', async () => {
    const { auth, storageKey } = setUp(sessionExpiringIn(3600));
    const signOut = auth.signOut;
    expect([signOut.apply, signOut.bind]).toEqual([Function.prototype.apply, Function.prototype.bind]);
    await signOut.apply(auth, [{ scope: 'local' }]);
    expect(localStorage.getItem(storageKey)).toBeNull();
    const { data } = await auth.getUser.bind(auth)();
    expect(data.user).toBeNull(); // no session left: auth-js answers without a request
  });

  it('signs out through auth-js: storage cleared, the events auth-js gives, each once', async () => {
    const ours = setUp(sessionExpiringIn(3600));
    await settle();
    await ours.auth.signOut({ scope: 'local' });
    await settle();
    expect(localStorage.getItem(ours.storageKey)).toBeNull();
    expect(ours.requests).toEqual(['POST /auth/v1/logout?scope=local']);

    const theirs = setUp(sessionExpiringIn(3600), { real: true });
    await settle();
    await theirs.auth.signOut({ scope: 'local' });
    await settle();
    expect([...ours.events].sort()).toEqual([...theirs.events].sort());
    expect(ours.events.filter((event) => event === 'SIGNED_OUT')).toHaveLength(1);
  });

  it("hears another tab's events before auth-js loads, and once after", async () => {
    const { auth, storageKey, events } = setUp(sessionExpiringIn(3600));
    await settle();
    const otherTab = new BroadcastChannel(storageKey);
    otherTab.postMessage({ event: 'TOKEN_REFRESHED', session: sessionExpiringIn(3600, 'c') });
    await vi.waitFor(() => expect(events).toContain('TOKEN_REFRESHED'));
    expect(loaded(storageKey)).toBe(0);

    await auth.refreshSession(); // any call but getSession loads auth-js
    expect(loaded(storageKey)).toBe(1);
    await settle();
    events.length = 0;
    otherTab.postMessage({ event: 'SIGNED_OUT', session: null });
    await vi.waitFor(() => expect(events).toContain('SIGNED_OUT'));
    await settle();
    expect(events).toEqual(['SIGNED_OUT']);
    otherTab.close();
  });

  it('gives an address from an auth email to auth-js at once', async () => {
    history.replaceState(null, '', '/reset-password#error=access_denied&error_code=otp_expired');
    const { storageKey } = setUp(null);
    expect(await vi.waitFor(() => loaded(storageKey) || Promise.reject(new Error('not loaded')))).toBe(1);
  });

  it('reads the start address only: a later one is no auth response, as for auth-js loaded at the start', async () => {
    const { auth } = setUp(sessionExpiringIn(3600));
    history.replaceState(null, '', '/campaigns?error=kept&error_description=not-from-auth');
    expect(await auth.initialize()).toEqual({ error: null });
    expect((await auth.getSession()).data.session?.refresh_token).toBe('refresh-a');
  });

  it('has every public method of auth-js: its own, or a call that loads auth-js and answers its promise', () => {
    const answeredHere = ['getSession', 'onAuthStateChange', 'isThrowOnErrorEnabled'];
    const prototype = RealAuthClient.prototype as unknown as Record<string, unknown>;
    const methods = Object.getOwnPropertyNames(prototype).filter(
      (name) => !name.startsWith('_') && name !== 'constructor' && typeof prototype[name] === 'function',
    );
    expect(methods).toEqual(expect.arrayContaining(answeredHere));
    for (const name of methods.filter((name) => !answeredHere.includes(name))) {
      expect([name, (prototype[name] as () => unknown).constructor.name]).toEqual([name, 'AsyncFunction']);
    }
  });
});
