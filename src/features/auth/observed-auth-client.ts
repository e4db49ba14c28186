import { type AuthError, AuthWeakPasswordError, type Session } from '@supabase/supabase-js';
import type { supabase as appClient } from '@/lib/supabase.ts';
import { passwordWeakness } from './password-rule.ts';

type Client = typeof appClient;

/** What the screens want to hear about the calls auth-ui makes. */
export type AuthCallObserver = {
  /** A call starts: clear the previous refusal. */
  onStart?: () => void;
  /** The auth API refused: the screen explains it in the reader's language. */
  onError?: (error: AuthError) => void;
  onSignedIn?: (session: Session) => void;
  /** Signed up; `session` is null while the email address awaits confirmation. */
  onSignedUp?: (email: string, session: Session | null) => void;
  onPasswordUpdated?: () => void;
};

const OBSERVED = new Set([
  'signInWithPassword',
  'signUp',
  'signInWithOtp',
  'resetPasswordForEmail',
  'updateUser',
]);

/**
 * The rule GoTrue applies to a new password (password-rule.ts), checked before the call: a sign-up
 * or password change with a weak one is refused here as GoTrue would refuse it (422
 * weak_password with its reasons), without a request.
 */
function weakPasswordOf(property: string, credentials: unknown): AuthWeakPasswordError | null {
  if (property !== 'signUp' && property !== 'updateUser') return null;
  const password = (credentials as { password?: unknown } | undefined)?.password;
  if (typeof password !== 'string') return null;
  const reasons = passwordWeakness(password);
  return reasons.length === 0 ? null : new AuthWeakPasswordError('weak password', 422, reasons);
}

/**
 * The app's client as auth-ui sees it: the same client, but the screens hear each call's outcome.
 * auth-ui prints the API's English error text as it comes; here a refusal reaches the screen, which
 * shows it translated, and auth-ui receives an empty message so it shows nothing of its own.
 */
export function observedAuthClient(client: Client, observer: () => AuthCallObserver): Client {
  const auth = new Proxy(client.auth, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (typeof property !== 'string' || !OBSERVED.has(property)) return value.bind(target);
      return async (...args: unknown[]) => {
        observer().onStart?.();
        const weak = weakPasswordOf(property, args[0]);
        if (weak) {
          observer().onError?.(weak);
          return { data: { user: null, session: null }, error: { ...weak, message: '' } };
        }
        const result = await value.apply(target, args);
        const { data, error } = result as {
          data: { session?: Session | null } | null;
          error: AuthError | null;
        };
        if (error) {
          observer().onError?.(error);
          return { ...result, error: { ...error, message: '' } };
        }
        if (property === 'signInWithPassword' && data?.session) observer().onSignedIn?.(data.session);
        if (property === 'signUp') {
          const credentials = args[0] as { email?: string };
          observer().onSignedUp?.(credentials.email ?? '', data?.session ?? null);
        }
        if (property === 'updateUser') observer().onPasswordUpdated?.();
        return result;
      };
    },
  });
  return new Proxy(client, {
    get: (target, property, receiver) =>
      property === 'auth' ? auth : Reflect.get(target, property, receiver),
  });
}
