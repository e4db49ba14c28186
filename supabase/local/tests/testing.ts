import { createClient } from '@supabase/supabase-js';
import { inject } from 'vitest';

export const stack = () => inject('stack');

/** A supabase-js client as the browser app makes one, with its own session storage. */
export function anonClient() {
  const { apiUrl, anonKey } = stack();
  return createClient(apiUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

export function serviceClient() {
  const { apiUrl, serviceRoleKey } = stack();
  return createClient(apiUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

let counter = 0;
/** A unique address per call, so tests never depend on each other's users. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}
