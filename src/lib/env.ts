/** Where `npm start` serves the local Supabase API (the Supabase CLI's address). */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/**
 * The Supabase CLI's well-known local anon key. It is public by design and only accepted by a
 * stack signed with the CLI's local secret, so it is used only when the API address is local.
 */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const isLocalAddress = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(url);

export type Env = { supabaseUrl: string; supabaseAnonKey: string };

/**
 * The build's settings, checked once. Plain code rather than a zod schema: this module is in the
 * entry the home loads, and zod is not (docs/frontend.md, "App weight").
 */
export function parseEnv(source: Record<string, unknown>): Env {
  const url =
    typeof source.VITE_SUPABASE_URL === 'string' && source.VITE_SUPABASE_URL
      ? source.VITE_SUPABASE_URL
      : LOCAL_SUPABASE_URL;
  const givenKey = typeof source.VITE_SUPABASE_ANON_KEY === 'string' ? source.VITE_SUPABASE_ANON_KEY : '';
  const problems: string[] = [];
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    problems.push('✖ Invalid URL\n  → at VITE_SUPABASE_URL');
  }
  const anonKey = givenKey || (isLocalAddress(url) ? LOCAL_ANON_KEY : '');
  if (!anonKey) {
    problems.push(
      '✖ VITE_SUPABASE_ANON_KEY is required when VITE_SUPABASE_URL is not a local address\n  → at VITE_SUPABASE_ANON_KEY',
    );
  }
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return { supabaseUrl: url.replace(/\/$/, ''), supabaseAnonKey: anonKey };
}

export const env = parseEnv(import.meta.env);
