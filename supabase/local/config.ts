import { resolve } from 'node:path';

/** Where and how one local stack runs. Tests start their own with other ports and a temp data dir. */
export interface StackConfig {
  /** The Supabase project folder: config.toml, migrations/, functions/, seed.sql. */
  projectDir: string;
  /** Everything the stack writes: Postgres data, storage bytes, mailbox, lock file. */
  dataDir: string;
  host: string;
  apiPort: number;
  dbPort: number;
  mailPort: number;
  /** Use this Postgres instead of starting the embedded one. */
  databaseUrl?: string;
  jwtSecret: string;
  /** Seconds an access token lives, as GoTrue's `jwt_expiry`. */
  jwtExpiry: number;
  /** The SPA's address, for links in auth emails (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Variables handed to edge functions besides the SUPABASE_* ones (from .env). */
  functionEnv: Record<string, string>;
}

const repoRoot = resolve(import.meta.dirname, '../..');

/** The Supabase CLI's local secret, so the local anon and service keys equal `supabase start`'s. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export function stackConfig(overrides: Partial<StackConfig> = {}): StackConfig {
  const env = process.env;
  return {
    projectDir: resolve(repoRoot, 'supabase'),
    dataDir: resolve(repoRoot, env.PITCHCRAFT_DATA_DIR ?? '.local'),
    host: '127.0.0.1',
    apiPort: Number(env.SUPABASE_API_PORT ?? 54321),
    dbPort: Number(env.SUPABASE_DB_PORT ?? 54322),
    mailPort: Number(env.SUPABASE_MAIL_PORT ?? 54324),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? LOCAL_JWT_SECRET,
    jwtExpiry: 3600,
    siteUrl: env.SITE_URL ?? 'http://127.0.0.1:5173',
    functionEnv: {},
    ...overrides,
  };
}

export const apiUrl = (config: StackConfig) => `http://${config.host}:${config.apiPort}`;
export const mailUrl = (config: StackConfig) => `http://${config.host}:${config.mailPort}`;
