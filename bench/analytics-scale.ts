import {
  checked,
  median,
  seedPage,
  seedSentCampaign,
  seedWorkspace,
  startScaleBench,
} from './support/seed-workspace.ts';

/**
 * Prints (no asserts) what the analytics dashboard's calls cost as a workspace's data grows
 * (docs/analytics.md). For each scale a new workspace gets 200 email campaigns sent over the last
 * 30 days, each with 2,500 × scale recipients and their events (every recipient delivered or
 * bounced, about 40 % opening and 10 % clicking, some twice), and 10 landing pages with 500 ×
 * scale views each; the counts are kept by the triggers as the rows go in, as in production.
 * Then each dashboard call is made through the gateway, signed in as a member, as the app makes
 * it (median of 15), next to the same campaign figures counted from the recipients at read time
 * (what the dashboard would cost without the counts).
 *
 * Run: npx node bench/analytics-scale.ts            (scales 0.1 and 1)
 *      BENCH_SCALES=0.1,1,10 npx node bench/analytics-scale.ts
 */
const SCALES = (process.env.BENCH_SCALES ?? '0.1,1').split(',').map(Number);
const CAMPAIGNS = 200;
const RECIPIENTS = 2_500;
const PAGES = 10;
const PAGE_VIEWS = 500;
const RUNS = 15;

const { stack, admin, client } = await startScaleBench();

async function seed(scale: number): Promise<string> {
  const perCampaign = Math.round(RECIPIENTS * scale);
  const workspace = await seedWorkspace(admin, `Scale ${scale}`);
  const started = performance.now();
  for (let campaign = 0; campaign < CAMPAIGNS; campaign++) {
    const sentAt = new Date(Date.now() - ((campaign * 29) / CAMPAIGNS + 0.5) * 86_400_000);
    await seedSentCampaign(admin, workspace, {
      name: `Campaign ${campaign}`,
      recipients: perCampaign,
      sentAt,
    });
  }
  for (let page = 0; page < PAGES; page++) {
    await seedPage(admin, workspace, { name: `Page ${page}`, events: Math.round(PAGE_VIEWS * scale) });
  }
  await admin.query('analyze');
  const { rows: sizes } = await admin.query<{ recipients: string; events: string }>(
    `select (select count(*) from public.recipients where workspace_id = $1) as recipients,
            (select count(*) from public.recipient_events where workspace_id = $1) as events`,
    [workspace],
  );
  console.log(
    `\nScale ${scale}: ${CAMPAIGNS} campaigns × ${perCampaign} recipients = ${sizes[0]?.recipients} recipients, ` +
      `${sizes[0]?.events} events, ${PAGES} pages × ${Math.round(PAGE_VIEWS * scale)} page events ` +
      `(seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  return workspace;
}

const results: Record<string, Record<number, number>> = {};
const note = (label: string, scale: number, ms: number) => {
  results[label] ??= {};
  (results[label] as Record<number, number>)[scale] = ms;
};

try {
  for (const scale of SCALES) {
    const workspace = await seed(scale);
    const period = {
      workspace_id: workspace,
      period_start: new Date(Date.now() - 30 * 86_400_000).toISOString(),
      period_end: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const day = { ...period, time_zone: 'Europe/Madrid' };
    for (const [name, args] of [
      ['email_analytics_by_campaign', period],
      ['email_analytics_by_day', day],
      ['page_analytics_by_source', period],
      ['page_analytics_by_day', day],
    ] as const) {
      note(name, scale, await median(() => checked(client.rpc(name, args)), RUNS));
    }
    note(
      'same campaign figures counted at read time (pg)',
      scale,
      await median(
        () =>
          admin.query(
            `select r.campaign_id, count(*) filter (where r.sent), count(*) filter (where r.delivered),
                  count(*) filter (where r.opened), count(*) filter (where r.clicked), count(*) filter (where r.bounced)
           from public.recipients r where r.workspace_id = $1 group by r.campaign_id`,
            [workspace],
          ),
        RUNS,
      ),
    );
  }
  console.log(`\nMedian of ${RUNS} calls, ms (the dashboard's goal: near flat as the data grows)`);
  console.log(['call'.padEnd(50), ...SCALES.map((scale) => `${scale}×`.padStart(9))].join(''));
  for (const [label, byScale] of Object.entries(results)) {
    console.log(
      [label.padEnd(50), ...SCALES.map((scale) => (byScale[scale] ?? 0).toFixed(1).padStart(9))].join(''),
    );
  }
} finally {
  await admin.end();
  await stack.stop();
}
