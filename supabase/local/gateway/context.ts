import type { Hono } from 'hono';
import type pg from 'pg';
import type { StackConfig } from '../config.ts';
import type { Mailbox } from '../mailbox/mailbox.ts';

/** What every part of the gateway is handed when the stack starts. */
export interface GatewayContext {
  config: StackConfig;
  /** Connects as `authenticator`, which switches to the JWT's role per request (PostgREST, Storage). */
  apiPool: pg.Pool;
  /** Connects as `postgres` (BYPASSRLS, not a superuser), for what GoTrue and the platform do outside RLS. */
  adminPool: pg.Pool;
  /** The `postgres` connection string, for LISTEN and for edge functions' SUPABASE_DB_URL. */
  databaseUrl: string;
  keys: { anonKey: string; serviceRoleKey: string };
  mailbox: Mailbox;
}

/** One part of the gateway: its routes and what must be released when the stack stops. */
export interface GatewayPart {
  app: Hono;
  close?: () => Promise<void>;
}
