import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { getRequestListener, serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { apiUrl, mailUrl, type StackConfig } from './config.ts';
import { migrateDatabase } from './db/migrate.ts';
import { startPostgres } from './db/postgres.ts';
import { AUTH_EMAIL_SENDER } from './gateway/auth/emails.ts';
import { createGateway } from './gateway/server.ts';
import { apiKeys } from './jwt.ts';
import { createFileMailbox } from './mailbox/file-mailbox.ts';
import { resendOutboxApp } from './mailbox/resend-api.ts';
import { createFileDomainStore, domainOfAddress, ensureVerifiedDomains } from './mailbox/resend-domains.ts';
import { mailViewerApp } from './mailbox/viewer.ts';
import { localResendWebhooks } from './mailbox/webhook-events.ts';
import { mailboxWebhookSecret } from './mailbox/webhook-secret.ts';
import { startPageRenderScheduler } from './page-render-scheduler.ts';
import { startSendScheduler } from './send-scheduler.ts';

export interface RunningStack {
  config: StackConfig;
  apiUrl: string;
  mailUrl: string;
  /** The `postgres` role, as `supabase status` prints it. */
  dbUrl: string;
  /** The cluster superuser (supabase_admin): what only the platform may do, such as creating databases. */
  adminDbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

export class StackAlreadyRunningError extends Error {}

export class PortInUseError extends Error {
  constructor(port: number) {
    super(`Port ${port} is already in use: is another program (or \`supabase start\`) using it?`);
    this.name = 'PortInUseError';
  }
}

interface LockFile {
  pid: number;
  apiUrl: string;
  dbUrl: string;
  /** The cluster superuser's URL, for `db:reset` under a running stack. */
  adminDbUrl: string;
  mailUrl: string;
}

const lockPath = (config: StackConfig) => join(config.dataDir, 'stack.json');

/** The stack running on this data directory, if any (read by `stack:status` and `db:reset`). */
export function runningStackInfo(config: StackConfig): LockFile | undefined {
  try {
    const lock = JSON.parse(readFileSync(lockPath(config), 'utf8')) as LockFile;
    process.kill(lock.pid, 0);
    return lock;
  } catch {
    return undefined;
  }
}

export async function startStack(config: StackConfig): Promise<RunningStack> {
  const other = runningStackInfo(config);
  if (other) {
    throw new StackAlreadyRunningError(
      `A Pitchcraft stack is already running on this data directory (pid ${other.pid}, API ${other.apiUrl}). ` +
        'Stop it first, or use it: `npm run stack:status` prints its keys.',
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(lockPath(config), JSON.stringify({ pid: process.pid }));
  const cleanups: (() => Promise<unknown>)[] = [async () => rmSync(lockPath(config), { force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };

  try {
    const postgres = await startPostgres(config);
    cleanups.push(() => postgres.stop());
    await migrateDatabase(postgres, config.projectDir);

    const apiPool = new pg.Pool({
      connectionString: withCredentials(postgres.url, 'authenticator'),
      max: 20,
      // Not `pipeline: true`: a request's BEGIN, settings, statements and COMMIT already travel as
      // one batch with a single Sync (db/batch.ts), which node-postgres's pipeline mode refuses.
    });
    const adminPool = new pg.Pool({ connectionString: postgres.url, max: 10 });
    // pool.end() resolves before its idle clients have closed, so Postgres stopping next may drop
    // them: without a listener that 'error' event would crash the process. Other errors are logged.
    for (const pool of [apiPool, adminPool]) {
      pool.on('error', (error: Error & { code?: string }) => {
        if (error.code !== '57P01') console.error('database pool:', error.message);
      });
    }
    cleanups.push(async () => Promise.all([apiPool.end(), adminPool.end()]));
    const keys = await apiKeys(config.jwtSecret);
    const mailbox = createFileMailbox(join(config.dataDir, 'mailbox'));

    const gateway = createGateway({ config, apiPool, adminPool, databaseUrl: postgres.url, keys, mailbox });
    cleanups.push(gateway.close);
    const apiServer = await listen(config.apiPort, () =>
      createServer(
        gateway.nodeListener(getRequestListener(gateway.app.fetch, { hostname: config.host })),
      ).listen(config.apiPort, config.host),
    );
    cleanups.push(() => closeServer(apiServer));
    // The viewer and, under /resend, the local Resend API that edge functions send through; what
    // happens to its messages goes to resend-webhook as Resend's signed events (docs/events.md).
    const events = localResendWebhooks({
      url: `${apiUrl(config)}/functions/v1/resend-webhook`,
      secret: () => mailboxWebhookSecret(config),
    });
    cleanups.push(async () => events.stop());
    // The local Resend account's domains, beside the messages. The product's own sending domain is
    // verified in it, as the operator's is in a real account (docs/domains.md): functions' product
    // emails come from the same address as the auth emails (LOCAL_DEFAULT_FROM in resend-sender.ts).
    const domains = createFileDomainStore(join(config.dataDir, 'mailbox', 'domains'));
    await ensureVerifiedDomains(domains, [domainOfAddress(AUTH_EMAIL_SENDER)]);
    const mailApp = new Hono()
      .route(
        '/resend',
        resendOutboxApp(mailbox, {
          onDelivered: events.delivered,
          domains,
          onDomainChanged: events.domainChanged,
        }),
      )
      .route(
        '/',
        mailViewerApp(mailbox, { onEvent: events.viewed, domains, onDomainChanged: events.domainChanged }),
      );
    const mailServer = await listen(config.mailPort, () =>
      serve({ fetch: mailApp.fetch, hostname: config.host, port: config.mailPort }),
    );
    cleanups.push(() => closeServer(mailServer));
    // Resumes send jobs as pg_cron does on hosted Supabase (docs/sending.md).
    cleanups.push(
      startSendScheduler({
        adminPool,
        functionsUrl: `${apiUrl(config)}/functions/v1`,
        serviceRoleKey: keys.serviceRoleKey,
      }),
    );
    // Renders and removes static copies of public pages as pg_cron does (docs/public-pages.md).
    cleanups.push(
      startPageRenderScheduler({
        adminPool,
        functionsUrl: `${apiUrl(config)}/functions/v1`,
        serviceRoleKey: keys.serviceRoleKey,
      }),
    );

    const running: RunningStack = {
      config,
      apiUrl: apiUrl(config),
      mailUrl: mailUrl(config),
      dbUrl: postgres.url,
      adminDbUrl: postgres.adminUrl,
      ...keys,
      stop,
    };
    const lock: LockFile = {
      pid: process.pid,
      apiUrl: running.apiUrl,
      dbUrl: running.dbUrl,
      adminDbUrl: running.adminDbUrl,
      mailUrl: running.mailUrl,
    };
    writeFileSync(lockPath(config), JSON.stringify(lock));
    return running;
  } catch (error) {
    await stop();
    throw error;
  }
}

function withCredentials(url: string, user: string) {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.password = 'postgres';
  return parsed.toString();
}

/** Resolves once the server listens; a port in use becomes a clear error instead of a crash. */
function listen(port: number, start: () => ReturnType<typeof serve> | Server): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = start() as Server;
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
    });
  });
}

function closeServer(server: Server) {
  return new Promise<void>((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
