import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requireSignedOut } from '@/app/guards.ts';

/** Sign-in and sign-up: only for visitors without a session; `redirect` is where to return. */
export const Route = createFileRoute('/_public/_guest')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  beforeLoad: requireSignedOut,
});
