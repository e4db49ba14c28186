import type pg from 'pg';
import { startFunctionScheduler } from './function-scheduler.ts';

/**
 * The local stand-in for the pg_cron job of docs/sending.md: every few seconds, while a send job is
 * due (queued, or running with its lease run out, and past its scheduled time if it has one), it
 * calls process-send-jobs (function-scheduler.ts). So a job whose run died (a restart, a crash)
 * resumes on its own.
 */
export function startSendScheduler(options: {
  adminPool: pg.Pool;
  functionsUrl: string;
  serviceRoleKey: string;
  intervalMs?: number;
}): () => Promise<void> {
  return startFunctionScheduler({
    ...options,
    name: 'process-send-jobs',
    dueSql: `select exists (select 1 from public.send_jobs j
                            where j.status in ('queued', 'running')
                              and (j.locked_until is null or j.locked_until < now())
                              and (j.scheduled_for is null or j.scheduled_for <= now())) as due`,
  });
}
