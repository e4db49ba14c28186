import { z } from 'zod';

/** Where `npm start` serves the local Supabase API (the Supabase CLI's address). */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/**
 * The Supabase CLI's well-known local anon key. It is public by design and only accepted by a
 * stack signed with the CLI's local secret, so it is used only when the API address is local.
 */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const isLocalAddress = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(url);

export const envSchema = z
  .object({
    VITE_SUPABASE_URL: z.url().default(LOCAL_SUPABASE_URL),
    VITE_SUPABASE_ANON_KEY: z.string().min(1).optional(),
  })
  .transform((raw, context) => {
    const anonKey =
      raw.VITE_SUPABASE_ANON_KEY ?? (isLocalAddress(raw.VITE_SUPABASE_URL) ? LOCAL_ANON_KEY : '');
    if (!anonKey) {
      context.addIssue({
        code: 'custom',
        path: ['VITE_SUPABASE_ANON_KEY'],
        message: 'VITE_SUPABASE_ANON_KEY is required when VITE_SUPABASE_URL is not a local address',
      });
      return z.NEVER;
    }
    return { supabaseUrl: raw.VITE_SUPABASE_URL.replace(/\/$/, ''), supabaseAnonKey: anonKey };
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse({
    VITE_SUPABASE_URL: source.VITE_SUPABASE_URL || undefined,
    VITE_SUPABASE_ANON_KEY: source.VITE_SUPABASE_ANON_KEY || undefined,
  });
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);
