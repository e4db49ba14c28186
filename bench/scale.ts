import {
  checked,
  interleavedMedians,
  seedClients,
  seedPage,
  seedSentCampaign,
  seedWorkspace,
  startScaleBench,
} from './support/seed-workspace.ts';

/**
 * Prints (no asserts) what each screen costs as one tenant's data grows (issue 24, item 4;
 * docs/analytics.md "Cost"). At each scale a new large workspace gets its largest campaign with
 * 1,000 × scale recipients and their events, a typical campaign of 1,000 beside it, its busiest
 * page with 500 × scale views and form starts and a typical page of 500, 10 × scale clients and
 * 20 × scale more campaigns. A small workspace (3 clients, a typical campaign and page, 5 more
 * campaigns) is seeded once at the start and measured again at each scale, as the database around
 * it grows. Every screen's calls go through the gateway as the app makes them, signed in as a
 * member, and each figure is the median of RUNS, the screen's large, typical and small subjects
 * called in turn (interleaved) so that the shared machine's load weighs on all three alike.
 *
 * Goals: a large campaign's (and page's) screens cost at most 2× a typical one's at any scale, and
 * the small tenant's screens stay flat.
 *
 * Run: npx node bench/scale.ts                       (scales 1 and 10)
 *      BENCH_SCALES=1,10,100 npx node bench/scale.ts (100×: 100,000 recipients, 50,000 page events)
 */
const SCALES = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const TYPICAL_RECIPIENTS = 1_000;
const TYPICAL_PAGE_EVENTS = 500;
const CLIENT_COLUMNS =
  'id, name, website, contact_email, contact_phone, sender_name, sender_domain, created_at';
const LIST_COLUMNS = 'id, name, product_name, kind, status, review_state, created_at, client:clients(name)';
const RECIPIENT_COLUMNS =
  'id, email, sent, delivered, opened, clicked, bounced, failed, complained, delayed, sent_at, last_event_at, created_at';

const { stack, admin, client } = await startScaleBench();

interface Tenant {
  workspace: string;
  /** The largest campaign and busiest page (the typical ones in the small tenant). */
  campaign: string;
  page: string;
  typicalCampaign: string;
  typicalPage: string;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function seedTenant(name: string, largest: number, busiest: number, clients: number, more: number) {
  const workspace = await seedWorkspace(admin, name);
  const clientIds = await seedClients(admin, workspace, clients);
  const typicalCampaign = await seedSentCampaign(admin, workspace, {
    name: 'Typical campaign',
    recipients: TYPICAL_RECIPIENTS,
    sentAt: daysAgo(3),
    clientId: clientIds[0],
  });
  const campaign =
    largest === TYPICAL_RECIPIENTS
      ? typicalCampaign
      : await seedSentCampaign(admin, workspace, {
          name: 'Largest campaign',
          recipients: largest,
          sentAt: daysAgo(2),
          clientId: clientIds[0],
        });
  const typicalPage = await seedPage(admin, workspace, { name: 'Typical page', events: TYPICAL_PAGE_EVENTS });
  const page =
    busiest === TYPICAL_PAGE_EVENTS
      ? typicalPage
      : await seedPage(admin, workspace, { name: 'Busiest page', events: busiest });
  // The rest of the tenant's work: drafts spread over its clients, a third of them pages.
  await admin.query(
    `insert into public.campaigns (workspace_id, client_id, kind, name)
     select $1, ($2::uuid[])[1 + n % array_length($2::uuid[], 1)],
            case when n % 3 = 0 then 'page' else 'email' end::public.campaign_kind, 'Draft ' || n
     from generate_series(1, $3::int) n`,
    [workspace, clientIds, more],
  );
  await admin.query('analyze');
  return { workspace, campaign, page, typicalCampaign, typicalPage } satisfies Tenant;
}

// Each screen's calls, as the app makes them on that screen's first load.
const today = () => new Date().toISOString().slice(0, 10);
const since = () => new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);

const screens = {
  'campaign analytics (summary + timeline)': (_tenant: Tenant, campaign: string) =>
    Promise.all([
      checked(client.rpc('recipient_summary', { campaign_id: campaign }).single()),
      checked(
        client.rpc('campaign_event_timeline', {
          campaign_id: campaign,
          bucket: 'hour',
          time_zone: 'Europe/Madrid',
        }),
      ),
    ]),
  'recipients list, page 1': (tenant: Tenant, campaign: string) =>
    checked(
      client
        .from('recipients')
        .select(RECIPIENT_COLUMNS)
        .eq('workspace_id', tenant.workspace)
        .eq('campaign_id', campaign)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 24),
    ),
  'page analytics (30 days)': (_tenant: Tenant, page: string) =>
    checked(client.rpc('page_analytics', { page_id: page, since: since() })),
  'clients list (every row)': async (tenant: Tenant) => {
    for (let from = 0; ; from += 1000) {
      const { data, error } = await client
        .from('clients')
        .select(CLIENT_COLUMNS)
        .eq('workspace_id', tenant.workspace)
        .order('name')
        .order('id')
        .range(from, from + 999);
      if (error) throw error;
      if (data.length < 1000) return;
    }
  },
  'campaigns list, page 1': (tenant: Tenant) =>
    checked(
      client
        .from('campaigns')
        .select(LIST_COLUMNS, { count: 'exact' })
        .eq('workspace_id', tenant.workspace)
        .eq('kind', 'email')
        .order('created_at', { ascending: false })
        .order('id')
        .range(0, 24),
    ),
} as const;
type Screen = keyof typeof screens;

/** Which of the tenant's items a screen is about: the large one or the typical one. */
const subjectOf = (screen: Screen, tenant: Tenant, large: boolean) =>
  screen.startsWith('page')
    ? large
      ? tenant.page
      : tenant.typicalPage
    : large
      ? tenant.campaign
      : tenant.typicalCampaign;

/** The screens of a whole tenant (the others show one campaign or page: largest vs typical). */
const WHOLE_TENANT: Screen[] = ['clients list (every row)', 'campaigns list, page 1'];
const isAboutOne = (screen: Screen) => !WHOLE_TENANT.includes(screen);

type Row = { screen: Screen; scale: number; large: number; typical: number | null; small: number };
const rows: Row[] = [];

try {
  console.log(`Seeding the small tenant (${today()})…`);
  const small = await seedTenant('Small tenant', TYPICAL_RECIPIENTS, TYPICAL_PAGE_EVENTS, 3, 5);
  for (const scale of SCALES) {
    const started = performance.now();
    const large = await seedTenant(
      `Large tenant ${scale}×`,
      TYPICAL_RECIPIENTS * scale,
      TYPICAL_PAGE_EVENTS * scale,
      10 * scale,
      20 * scale,
    );
    const { rows: sizes } = await admin.query<{ recipients: string; events: string; pageEvents: string }>(
      `select (select count(*) from public.recipients where campaign_id = $1) as recipients,
              (select count(*) from public.recipient_events where campaign_id = $1) as events,
              (select count(*) from public.page_events where page_id = $2) as "pageEvents"`,
      [large.campaign, large.page],
    );
    console.log(
      `${scale}×: largest campaign ${sizes[0]?.recipients} recipients and ${sizes[0]?.events} events, busiest page ` +
        `${sizes[0]?.pageEvents} events, ${10 * scale} clients, ${20 * scale + 2} more campaigns and pages ` +
        `(seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    for (const screen of Object.keys(screens) as Screen[]) {
      const call = screens[screen];
      const on = (tenant: Tenant, largeOne: boolean) => () =>
        call(tenant, subjectOf(screen, tenant, largeOne));
      // In turn, call by call: the machine's load changes alike for the three figures compared.
      const [largeMs, typicalOrSmall, smallMs] = await interleavedMedians(
        isAboutOne(screen)
          ? [on(large, true), on(large, false), on(small, false)]
          : [on(large, true), on(small, false)],
        RUNS,
      );
      rows.push({
        screen,
        scale,
        large: largeMs as number,
        typical: isAboutOne(screen) ? (typicalOrSmall as number) : null,
        small: (isAboutOne(screen) ? smallMs : typicalOrSmall) as number,
      });
    }
  }

  const ms = (value: number | null) => (value === null ? '—' : value.toFixed(1)).padStart(9);
  console.log(`\nMedian of ${RUNS} calls through the gateway, large, typical and small in turn, ms`);
  console.log(
    `${'screen'.padEnd(42)}${'scale'.padStart(6)}${'large'.padStart(9)}${'typical'.padStart(9)}${'small'.padStart(9)}  goal`,
  );
  const first = SCALES[0] as number;
  for (const row of rows) {
    const ratio = row.typical === null ? null : row.large / row.typical;
    const smallAtFirst =
      rows.find((other) => other.screen === row.screen && other.scale === first)?.small ?? row.small;
    const goal = [
      ratio === null ? null : `large/typical ${ratio.toFixed(2)}× (≤ 2×)`,
      `small ${(row.small / smallAtFirst).toFixed(2)}× its ${first}× figure (flat)`,
    ]
      .filter(Boolean)
      .join('; ');
    console.log(
      `${row.screen.padEnd(42)}${`${row.scale}×`.padStart(6)}${ms(row.large)}${ms(row.typical)}${ms(row.small)}  ${goal}`,
    );
  }
  console.log(
    "\nlarge: the large tenant's largest campaign or busiest page (its whole lists for the list screens); " +
      'typical: its 1,000-recipient campaign or 500-event page; small: the small tenant.',
  );
} finally {
  await admin.end();
  await stack.stop();
}
