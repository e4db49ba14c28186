import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { safeRedirect } from '@/lib/auth/safe-redirect.ts';
import type { RouterContext } from './router-context.ts';

type GuardArgs = { context: RouterContext; location: ParsedLocation };

/** Logged-in guard: a visitor without a session signs in first, then comes back here. */
export async function requireSignedIn({ context, location }: GuardArgs): Promise<void> {
  if (await context.auth.getSession()) return;
  throw redirect({ to: '/sign-in', search: { redirect: location.href }, replace: true });
}

/** Logged-out guard: someone already signed in has nothing to do on sign-in or sign-up. */
export async function requireSignedOut({ context, location }: GuardArgs): Promise<void> {
  if (!(await context.auth.getSession())) return;
  const { redirect: target } = location.search as { redirect?: unknown };
  throw redirect({ href: safeRedirect(target), replace: true });
}
