import type pg from 'pg';

/**
 * The local stand-in for the pg_cron job of docs/sending.md: every few seconds, while a send job is
 * due (queued, or running with its lease run out, and past its scheduled time if it has one), it calls process-send-jobs with the service role
 * key, one call at a time. So a job whose run died (a restart, a crash) resumes on its own. Quiet on
 * a database without send_jobs (the contract suite's fixture project).
 */
export function startSendScheduler(options: {
  adminPool: pg.Pool;
  functionsUrl: string;
  serviceRoleKey: string;
  intervalMs?: number;
}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = async () => {
    const { rows } = await options.adminPool.query<{ due: boolean }>(
      `select to_regclass('public.send_jobs') is not null
              and exists (select 1 from public.send_jobs j
                          where j.status in ('queued', 'running')
                            and (j.locked_until is null or j.locked_until < now())
                            and (j.scheduled_for is null or j.scheduled_for <= now())) as due`,
    );
    if (!rows[0]?.due) return;
    const response = await fetch(`${options.functionsUrl}/process-send-jobs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    await response.body?.cancel();
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch(() => {})
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? 3000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
