import type pg from 'pg';

/**
 * The local stand-in for a pg_cron job that calls a function while it has work (the stack has no
 * pg_cron, docs/local-stack.md): every few seconds it asks the database `dueSql` (one boolean
 * column, `due`) and, when due, POSTs `{}` to the function with the service role key; with a
 * `channel`, a notification on it (LISTEN) calls the function at once, due or not. One call at a
 * time: a notification during a call starts another right after it. Errors are dropped (the next
 * tick tries again), so it stays quiet on a database without the function's tables (the contract
 * suite's fixture project), where `dueSql` fails to parse.
 */
export function startFunctionScheduler(options: {
  adminPool: pg.Pool;
  functionsUrl: string;
  serviceRoleKey: string;
  /** The function called, e.g. `process-send-jobs`. */
  name: string;
  dueSql: string;
  channel?: string;
  intervalMs?: number;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const due = async () => {
    const { rows } = await options.adminPool.query<{ due: boolean }>(options.dueSql);
    return rows[0]?.due === true;
  };
  const call = async () => {
    const response = await fetch(`${options.functionsUrl}/${options.name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    await response.body?.cancel();
  };
  const tick = (notified: boolean) => {
    if (stopped) return;
    if (running) {
      again ||= notified;
      return;
    }
    running = (async () => {
      if (notified || (await due())) await call();
    })()
      .catch(() => {})
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick(true);
        }
      });
  };
  const timer = setInterval(() => tick(false), options.intervalMs ?? 3000);
  timer.unref();
  let listener: pg.PoolClient | null = null;
  const { channel } = options;
  const listening = channel
    ? options.adminPool
        .connect()
        .then(async (client) => {
          listener = client;
          client.on('notification', () => tick(true));
          client.on('error', () => {});
          await client.query(`listen ${channel}`);
        })
        .catch(() => {})
    : Promise.resolve();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await listening;
    if (listener) {
      await listener.query('unlisten *').catch(() => {});
      (listener as pg.PoolClient).release();
    }
    await running;
  };
}
