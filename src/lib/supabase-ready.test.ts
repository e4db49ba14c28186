import { createClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { env } from './env.ts';
import { addressCarriesSession } from './supabase-lazy.ts';
import {
  type AppSupabaseClient,
  announceSupabase,
  hasStoredSession,
  onSupabaseLoaded,
  SESSION_STORAGE_KEY,
} from './supabase-ready.ts';

describe('the Supabase client the home does without', () => {
  it('names the storage key supabase-js uses by default, so sessions stored before are still found', () => {
    const withDefaults = createClient(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    expect((withDefaults.auth as unknown as { storageKey: string }).storageKey).toBe(SESSION_STORAGE_KEY);
  });

  it('tells whether a session is stored without loading supabase-js', () => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, '{}');
    expect(hasStoredSession()).toBe(true);
    localStorage.removeItem(SESSION_STORAGE_KEY);
  });

  it('runs a waiting listener when the client is announced, once, and a later one at once', () => {
    const client = { marker: 'client' } as unknown as AppSupabaseClient;
    const early = vi.fn();
    const cancelled = vi.fn();
    onSupabaseLoaded(early);
    const cancel = onSupabaseLoaded(cancelled);
    cancel();
    expect(early).not.toHaveBeenCalled();

    announceSupabase(client);
    announceSupabase({ marker: 'another' } as unknown as AppSupabaseClient);
    expect(early).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledWith(client);
    expect(cancelled).not.toHaveBeenCalled();

    const late = vi.fn();
    onSupabaseLoaded(late);
    expect(late).toHaveBeenCalledWith(client);
  });

  it('starts the client at once on an address from an auth email only', () => {
    expect(addressCarriesSession('https://app.example/#access_token=a&refresh_token=b&type=recovery')).toBe(
      true,
    );
    expect(addressCarriesSession('https://app.example/lobby?code=123')).toBe(true);
    expect(addressCarriesSession('https://app.example/?error_description=expired')).toBe(true);
    expect(addressCarriesSession('https://app.example/')).toBe(false);
    expect(addressCarriesSession('https://app.example/#pricing')).toBe(false);
    expect(addressCarriesSession('https://app.example/organizations?q=barcode=1')).toBe(false);
  });
});
