import { createFileRoute } from '@tanstack/react-router';
import { requireSignedOut } from '@/app/guards.ts';
import { searchParams, text } from '@/lib/search-params.ts';

/** Sign-in and sign-up: only for visitors without a session; `redirect` is where to return. */
export const Route = createFileRoute('/_public/_guest')({
  validateSearch: searchParams({ redirect: text() }),
  beforeLoad: requireSignedOut,
});
