import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('the build’s settings', () => {
  it('default to the local stack with its well-known key', () => {
    const env = parseEnv({});
    expect(env.supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(env.supabaseAnonKey).toMatch(/^eyJ/);
  });

  it('take the address without its trailing slash, and the key given', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'k' })).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'k',
    });
  });

  it('refuse a remote address without a key, and an address that is not one', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_ANON_KEY is required when VITE_SUPABASE_URL is not a local address/,
    );
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(
      /Invalid environment:[\s\S]*VITE_SUPABASE_URL/,
    );
  });
});
