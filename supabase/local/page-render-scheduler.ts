import type pg from 'pg';

/**
 * The local stand-in for the pg_cron job of docs/public-pages.md ("Static copies"): calls
 * render-pages with the service role key, one call at a time, as soon as a change queues a page
 * (LISTEN page_renders: request_page_render notifies at commit) and every few seconds while a page
 * is queued or a served copy's live_until has passed (a subscription that ran out by the clock,
 * which render-pages' sweep queues). Quiet on a database without the queue (the contract suite's
 * fixture project).
 */
export function startPageRenderScheduler(options: {
  adminPool: pg.Pool;
  functionsUrl: string;
  serviceRoleKey: string;
  intervalMs?: number;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const due = async () => {
    const { rows } = await options.adminPool.query<{ due: boolean }>(
      `select exists (select 1 from private.page_renders r where r.locked_until is null or r.locked_until < now())
              or exists (select 1 from private.static_pages s where s.live_until <= now()) as due`,
    );
    return rows[0]?.due === true;
  };
  const render = async () => {
    const response = await fetch(`${options.functionsUrl}/render-pages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.serviceRoleKey}` },
    });
    await response.body?.cancel();
  };
  /** One run at a time; a wake-up during a run starts another right after it. */
  const tick = (force: boolean) => {
    if (stopped) return;
    if (running) {
      again ||= force;
      return;
    }
    running = (async () => {
      if (force || (await due())) await render();
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
  const listening = options.adminPool
    .connect()
    .then(async (client) => {
      listener = client;
      client.on('notification', () => tick(true));
      client.on('error', () => {});
      await client.query('listen page_renders');
    })
    .catch(() => {});
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
