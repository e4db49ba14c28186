import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import type { RunningStack } from '../../local/stack.ts';

/** The seed's demo data (supabase/seed.sql), as the tests on a whole stack find it. */
export const HARBOR_AND_PINE = 'b2e1d4c3-0000-4000-8000-000000000001';
export const CASA_VERDE = 'b2e1d4c3-0000-4000-8000-000000000002';
export const BLUEBIRD_BIKES = 'c3f2e5d4-0000-4000-8000-000000000001';
export const SEEDED_EMAIL = 'd4a3f6e5-0000-4000-8000-000000000001';
export const SEEDED_PAGE = 'd4a3f6e5-0000-4000-8000-000000000002';
export const DEMO_PASSWORD = 'pitchcraft-demo-2026';

/** A client of the stack's gateway as the app makes one: the anon key, and a user's token if given. */
export function anonClient(stack: RunningStack, token?: string): SupabaseClient {
  return createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
}

/** The service role, as the edge functions use it: past RLS, with only the grants they need. */
export function serviceClient(stack: RunningStack): SupabaseClient {
  return createClient(stack.apiUrl, stack.serviceRoleKey, { auth: { persistSession: false } });
}

/**
 * The stack's database as `postgres`, the tables' owner: arranging data and reading the truth
 * beyond what the service role is granted. One connection; the test ends it.
 */
export async function tableOwner(stack: RunningStack): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  return client;
}

/** Inserts one row of a public table as the tables' owner; returns its id. */
export async function insertRow(
  tables: pg.Client,
  table: string,
  row: Record<string, unknown>,
): Promise<string> {
  const columns = Object.keys(row);
  const { rows } = await tables.query<{ id: string }>(
    `insert into public.${pg.escapeIdentifier(table)} (${columns.map((column) => pg.escapeIdentifier(column)).join(', ')})
     values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return String(rows[0]?.id);
}

/** A client carrying the user's session after a password sign-in (demo users by default). */
export async function signIn(stack: RunningStack, email: string, password = DEMO_PASSWORD) {
  const { data, error } = await anonClient(stack).auth.signInWithPassword({ email, password });
  if (error) throw error;
  return anonClient(stack, data.session.access_token);
}

/** A new user with a confirmed address (an outsider to every workspace), signed in. */
export async function signInNewUser(stack: RunningStack, email: string, password: string) {
  const { error } = await serviceClient(stack).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  return signIn(stack, email, password);
}
