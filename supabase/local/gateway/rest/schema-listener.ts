import pg from 'pg';
import { RestError } from './errors.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';

export interface SchemaCacheSource {
  /** The current cache; waits for the first load, answers 503 PGRST002 if the database stays away. */
  get(): Promise<SchemaCache>;
  close(): Promise<void>;
}

/** How long a request waits for a first schema cache before answering 503 (supabase-js retries). */
const FIRST_LOAD_WAIT_MS = 5_000;
const MAX_RECONNECT_DELAY_MS = 2_000;
/** Names the listening connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'pgrst_schema_listener';

/**
 * Keeps the schema cache as PostgREST does: loaded at start, reloaded on `NOTIFY pgrst` (payload
 * empty or 'reload schema'), and reloaded after reconnecting when the listening connection drops —
 * as it does when `npm run db:reset` drops and recreates the database under a running stack.
 */
export function listenForSchemaChanges(databaseUrl: string, schemas: string[]): SchemaCacheSource {
  let cache: SchemaCache | undefined;
  let client: pg.Client | undefined;
  let closed = false;
  let reconnectDelay = 100;
  let reloading: Promise<void> | undefined;
  let reloadAgain = false;
  let waiters: (() => void)[] = [];

  const reload = async (from: pg.Client) => {
    if (reloading) {
      reloadAgain = true;
      return reloading;
    }
    reloading = (async () => {
      do {
        reloadAgain = false;
        cache = await loadSchemaCache(from, schemas);
      } while (reloadAgain);
      for (const wake of waiters) wake();
      waiters = [];
    })().finally(() => {
      reloading = undefined;
    });
    return reloading;
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
    });
    let dropped = false;
    const onDrop = () => {
      if (dropped) return;
      dropped = true;
      next.end().catch(() => {});
      if (client === next) client = undefined;
      scheduleReconnect();
    };
    next.on('error', onDrop);
    next.on('end', onDrop);
    try {
      await next.connect();
      next.on('notification', (message) => {
        if (message.channel !== 'pgrst') return;
        const payload = message.payload ?? '';
        if (payload === '' || payload === 'reload schema') reload(next).catch(onDrop);
      });
      await next.query('listen pgrst');
      client = next;
      reconnectDelay = 100;
      await reload(next);
    } catch {
      onDrop();
    }
  };

  const scheduleReconnect = () => {
    if (closed) return;
    const delay = reconnectDelay;
    reconnectDelay = Math.min(reconnectDelay * 2, MAX_RECONNECT_DELAY_MS);
    setTimeout(() => void connect(), delay).unref();
  };

  void connect();

  return {
    async get() {
      if (cache) return cache;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, FIRST_LOAD_WAIT_MS);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (cache) return cache;
      throw new RestError(503, {
        code: 'PGRST002',
        message: 'Could not query the database for the schema cache. Retrying.',
      });
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
