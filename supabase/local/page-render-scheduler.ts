import type pg from 'pg';
import { startFunctionScheduler } from './function-scheduler.ts';

/**
 * The local stand-in for the pg_cron job of docs/public-pages.md ("Static copies"): calls
 * render-pages (function-scheduler.ts) as soon as a change queues a page (LISTEN page_renders:
 * request_page_render notifies at commit) and every few seconds while a page is queued or a served
 * copy's live_until has passed (a subscription that ran out by the clock, which render-pages' sweep
 * queues).
 */
export function startPageRenderScheduler(options: {
  adminPool: pg.Pool;
  functionsUrl: string;
  serviceRoleKey: string;
  intervalMs?: number;
}): () => Promise<void> {
  return startFunctionScheduler({
    ...options,
    name: 'render-pages',
    channel: 'page_renders',
    dueSql: `select exists (select 1 from private.page_renders r
                            where r.locked_until is null or r.locked_until < now())
                    or exists (select 1 from private.static_pages s where s.live_until <= now()) as due`,
  });
}
