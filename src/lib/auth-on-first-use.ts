import type RealAuthClient from '@supabase/auth-js/dist/module/GoTrueClient.js';
import {
  AUTO_REFRESH_TICK_DURATION_MS,
  EXPIRY_MARGIN_MS,
  STORAGE_KEY,
} from '@supabase/auth-js/dist/module/lib/constants.js';
import type {
  AuthChangeEvent,
  GoTrueClientOptions,
  Session,
  Subscription,
} from '@supabase/auth-js/dist/module/lib/types.js';

/**
 * Stands in for `@supabase/auth-js` in the app's build (the alias in vite.config.ts): supabase-js
 * builds its auth client when the client is created, so auth-js (~25 KiB gzip) was on every
 * signed-in screen, and the first one only reads the stored session (docs/frontend.md, "App
 * weight"). This client answers what auth-js would answer from storage alone, the way auth-js
 * does, and loads auth-js's own client (the package's file, which the alias does not cover; same
 * options, but loaded after the start it reads no address: auth-js reads the start address, and
 * that one carried nothing) for anything else:
 *
 * - `getSession()` with a stored session whose access token outlives auth-js's expiry margin
 *   (`EXPIRY_MARGIN_MS`, read from auth-js) is the stored session, as auth-js returns it (same key,
 *   same JSON); with nothing stored, no session. An expiring or unreadable session, or any other
 *   method, loads auth-js, which refreshes, signs out or signs in as it always did: the token
 *   supabase-js sends is the one auth-js would send.
 * - `onAuthStateChange` keeps its listeners, gives each its `INITIAL_SESSION` as auth-js does, and
 *   hands them to auth-js when it loads (one listener of auth-js's own forwards every later event,
 *   once); after that, new listeners subscribe to auth-js directly.
 * - What auth-js does on its own while the app is open: another tab's events (its
 *   `BroadcastChannel`, named by the storage key) reach the listeners here too; auto-refresh
 *   loads auth-js a tick before auth-js's own ticker would refresh (and when the tab comes back
 *   with a token that close to its end), so the token is still refreshed before it expires.
 * - An address from an auth email, a custom storage, lock or user storage, or no browser: auth-js
 *   at once.
 *
 * Only what auth-js does at every start is left out while it is not loaded: its `SIGNED_IN` on
 * recovering the stored session, which it also posts to the other tabs (and again when the tab
 * becomes visible); the listeners hear it when auth-js loads. The error classes and
 * `SIGN_OUT_SCOPES`, which supabase-js re-exports, are auth-js's own files. A test checks this
 * client against auth-js (src/lib/auth-on-first-use.test.ts). Delete the alias and this file to
 * load auth-js eagerly.
 */
export * from '@supabase/auth-js/dist/module/lib/errors.js';
export { SIGN_OUT_SCOPES } from '@supabase/auth-js/dist/module/lib/types.js';

type Callback = (event: AuthChangeEvent, session: Session | null) => void | Promise<void>;
type Real = RealAuthClient;
type SessionAnswer = { data: { session: Session | null }; error: null };

/** auth-js refreshes when its ticker finds the token this close to its end (lib/constants.ts). */
const LOAD_BEFORE_EXPIRY_MS = EXPIRY_MARGIN_MS + AUTO_REFRESH_TICK_DURATION_MS;
/** What `getSession()` can answer without auth-js; `undefined` when it cannot. */
type Stored = { session: StoredSession | null } | undefined;
type StoredSession = Session & { expires_at: number };

class OnFirstUseAuthClient {
  readonly #options: GoTrueClientOptions;
  readonly #storageKey: string;
  readonly #listeners = new Map<symbol, Callback>();
  /** Whether auth-js waited: then the start address, the one it reads, carried no auth response. */
  #waited = false;
  #loading: Promise<Real> | undefined;
  #real: Real | undefined;
  #channel: BroadcastChannel | null = null;
  #expiryTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #onVisibilityChange = () => {
    if (document.visibilityState === 'visible') this.#watchExpiry();
  };

  constructor(options: GoTrueClientOptions) {
    this.#options = options;
    this.#storageKey = options.storageKey ?? STORAGE_KEY;
    if (!this.#canWait()) {
      void this.#load();
      return;
    }
    this.#waited = true;
    try {
      this.#channel = new BroadcastChannel(this.#storageKey);
      this.#channel.addEventListener('message', (event: MessageEvent) => {
        const { event: name, session } = event.data as { event: AuthChangeEvent; session: Session | null };
        // auth-js logs a listener's error here and goes on
        this.#notify(name, session).catch((error: unknown) => console.error(error));
        this.#watchExpiry();
      });
    } catch {
      // auth-js goes without other tabs' events there too
    }
    if (this.#options.autoRefreshToken !== false) {
      window.addEventListener('visibilitychange', this.#onVisibilityChange);
    }
    // As auth-js at its start: a session it would refresh or remove now makes it load now.
    if (this.#stored() === undefined) void this.#load();
    else this.#watchExpiry();
  }

  /**
   * auth-js's client, loaded once; later calls go straight to it. Same options, but for the
   * address: auth-js reads the one it starts on, and that one, when it waited, carried nothing.
   */
  #load(): Promise<Real> {
    this.#loading ??= import('@supabase/auth-js/dist/module/GoTrueClient.js').then(({ default: Client }) => {
      this.#stopWatching();
      const real = new Client(this.#waited ? { ...this.#options, detectSessionInUrl: false } : this.#options);
      real.onAuthStateChange((event, session) =>
        event === 'INITIAL_SESSION' ? undefined : this.#notify(event, session),
      );
      this.#real = real;
      return real;
    });
    return this.#loading;
  }

  /** Whether this client can answer from localStorage as auth-js would: its defaults, in a browser. */
  #canWait(): boolean {
    const { persistSession, storage, userStorage, lock, detectSessionInUrl } = this.#options;
    if (typeof window === 'undefined' || typeof document === 'undefined') return false;
    if (persistSession === false || storage || userStorage || lock) return false;
    if (typeof detectSessionInUrl === 'function') return false;
    if (detectSessionInUrl !== false && carriesAuthResponse(window.location.href)) return false;
    try {
      return typeof localStorage === 'object' && localStorage !== null;
    } catch {
      return false;
    }
  }

  /** The stored session as auth-js's `getSession()` would return it without a refresh. */
  #stored(): Stored {
    let raw: string | null;
    try {
      raw = localStorage.getItem(this.#storageKey);
    } catch {
      return undefined;
    }
    if (!raw) return { session: null };
    let session: unknown;
    try {
      session = JSON.parse(raw);
    } catch {
      return undefined; // auth-js removes it and says SIGNED_OUT
    }
    if (!isSession(session)) return undefined;
    if (session.expires_at * 1000 - Date.now() < EXPIRY_MARGIN_MS) return undefined; // auth-js refreshes
    return { session };
  }

  /**
   * Auto-refresh: loads auth-js a tick before its ticker would refresh the stored token, so the
   * ticker does. Like that ticker, only in a visible tab (a hidden one checks again when shown);
   * re-armed when another tab changes the session.
   */
  #watchExpiry(): void {
    if (this.#loading || this.#options.autoRefreshToken === false) return;
    clearTimeout(this.#expiryTimer);
    const stored = this.#stored();
    if (stored && !stored.session) return;
    const wait = stored?.session ? stored.session.expires_at * 1000 - LOAD_BEFORE_EXPIRY_MS - Date.now() : 0;
    if (wait > 0) {
      this.#expiryTimer = setTimeout(() => this.#watchExpiry(), Math.min(wait, 2 ** 31 - 1));
    } else if (document.visibilityState !== 'hidden') {
      void this.#load();
    }
  }

  #stopWatching(): void {
    clearTimeout(this.#expiryTimer);
    this.#channel?.close();
    this.#channel = null;
    if (typeof window !== 'undefined')
      window.removeEventListener('visibilitychange', this.#onVisibilityChange);
  }

  /** As auth-js notifies: every listener, awaited together; a listener's error is logged and rethrown. */
  async #notify(event: AuthChangeEvent, session: Session | null): Promise<void> {
    const errors: unknown[] = [];
    await Promise.all(
      [...this.#listeners.values()].map(async (callback) => {
        try {
          await callback(event, session);
        } catch (error) {
          errors.push(error);
        }
      }),
    );
    if (errors.length === 0) return;
    for (const error of errors.slice(1)) console.error(error);
    throw errors[0];
  }

  async getSession(): Promise<SessionAnswer | Awaited<ReturnType<Real['getSession']>>> {
    const stored = this.#loading ? undefined : this.#stored();
    if (stored) return { data: { session: stored.session }, error: null };
    return (await this.#load()).getSession();
  }

  onAuthStateChange(callback: Callback): { data: { subscription: Subscription } } {
    if (this.#real) return this.#real.onAuthStateChange(callback);
    const id = Symbol('auth-callback');
    this.#listeners.set(id, callback);
    void this.#emitInitialSession(id, callback);
    return {
      data: { subscription: { id, callback, unsubscribe: () => this.#listeners.delete(id) } },
    };
  }

  async #emitInitialSession(id: symbol, callback: Callback): Promise<void> {
    let session: Session | null = null;
    try {
      const { data, error } = await this.getSession();
      if (!error) session = data.session;
    } catch (error) {
      console.error(error);
    }
    if (this.#listeners.get(id) === callback) await callback('INITIAL_SESSION', session);
  }

  isThrowOnErrorEnabled(): boolean {
    return this.#real ? this.#real.isThrowOnErrorEnabled() : Boolean(this.#options.throwOnError);
  }

  /** Any other member: auth-js's own once loaded; before, a call that loads it (methods and namespaces such as `mfa.listFactors`). */
  static member(client: OnFirstUseAuthClient, name: string): unknown {
    if (client.#real) {
      const value = Reflect.get(client.#real, name) as unknown;
      return typeof value === 'function' ? value.bind(client.#real) : value;
    }
    return callLater(() => client.#load(), [name]);
  }
}

/** A member path of auth-js's client, called once it has loaded (`then` stays absent: not a promise). */
function callLater(load: () => Promise<Real>, path: string[]): unknown {
  const call = async (...args: unknown[]) => {
    let owner: unknown = await load();
    for (const name of path.slice(0, -1)) owner = Reflect.get(owner as object, name);
    const method = Reflect.get(owner as object, path.at(-1) as string) as unknown;
    if (typeof method !== 'function') throw new TypeError(`auth-js has no ${path.join('.')}()`);
    return await method.apply(owner, args);
  };
  return new Proxy(call, {
    get: (target, name) => {
      // A function's own members (`bind`, `apply`, …) stay the function's: callers wrap methods.
      if (name === 'then' || typeof name !== 'string' || name in target) return Reflect.get(target, name);
      return callLater(load, [...path, name]);
    },
  });
}

function isSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<Session>;
  return (
    typeof session.access_token === 'string' &&
    typeof session.refresh_token === 'string' &&
    typeof session.expires_at === 'number' &&
    typeof session.user === 'object' &&
    session.user !== null
  );
}

/** What auth-js reads as an auth redirect (its implicit and PKCE callbacks), on the safe side. */
function carriesAuthResponse(href: string): boolean {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.slice(1));
  for (const [key, value] of url.searchParams) params.set(key, value);
  return ['access_token', 'error', 'error_description', 'error_code', 'code'].some((key) => params.get(key));
}

/**
 * supabase-js's `new AuthClient(options)` (through its subclass): the client above, behind a proxy
 * that answers its own members and sends every other one to auth-js.
 */
export class AuthClient {
  constructor(options: GoTrueClientOptions) {
    const client = new OnFirstUseAuthClient(options);
    // biome-ignore lint/correctness/noConstructorReturn: the instance supabase-js holds is the proxy
    return new Proxy(client, {
      get(target, name) {
        if (typeof name !== 'string') return undefined;
        if (name === 'getSession' || name === 'onAuthStateChange' || name === 'isThrowOnErrorEnabled') {
          const own = target[name];
          return own.bind(target);
        }
        if (name === 'then') return undefined;
        return OnFirstUseAuthClient.member(target, name);
      },
    });
  }
}
