/**
 * Screenshots of subject tests (issue 23, item 6): the ship dialog with "Test subjects" on and its
 * small-list warning, a test waiting for its winner on the ship panel, and a finished test's result
 * in the campaign's analytics, and the confirmation before cancelling a waiting test, in English and
 * Spanish at desktop and phone widths:
 * `node e2e/screenshots-subject-test.ts`.
 */
import { randomUUID } from 'node:crypto';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, settled, shoot, shootElement } from './support/screenshot-pages.ts';
import { insertRows, updateRows } from './support/table-owner.ts';

const WORKSPACE = DEMO.harborAndPine;
const CAMPAIGNS = { ready: randomUUID(), waiting: randomUUID(), done: randomUUID() };
const TESTS = { waiting: randomUUID(), done: randomUUID() };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const HTML =
  '<p>Hello</p><p>48 Harbor Street, Portland, ME 04101</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>';
const VARIANTS = [
  { subject: 'Your spring bike check is here', preheader: null },
  { subject: 'Free brake check, this week only', preheader: 'Book in two minutes, ride safer tomorrow' },
];

type Flags = { sent: boolean; delivered: boolean; opened: boolean; clicked: boolean };

/** `count` recipients of a job: the first `opened` opened, the first `clicked` of those clicked. */
function recipientsOf(
  campaignId: string,
  jobId: string,
  prefix: string,
  count: number,
  opened: number,
  clicked: number,
  sent = true,
) {
  return Array.from({ length: count }, (_, n) => ({
    workspace_id: WORKSPACE,
    campaign_id: campaignId,
    email: `${prefix}${n}@example.com`,
    send_job_id: jobId,
    message_id: sent ? `msg-${jobId}-${n}` : null,
    sent_at: sent ? hoursAgo(6) : null,
    ...({ sent, delivered: sent, opened: sent && n < opened, clicked: sent && n < clicked } satisfies Flags),
  }));
}

async function testWithJobs(
  key: 'waiting' | 'done',
  sizes: { perSubject: number; rest: number },
  outcome: { figures: { opens: number; clicks: number }[]; rest: { opens: number; clicks: number } } | null,
) {
  const campaignId = CAMPAIGNS[key];
  await insertRows('subject_tests', {
    id: TESTS[key],
    workspace_id: WORKSPACE,
    campaign_id: campaignId,
    variants: VARIANTS,
    test_share: 20,
    wait_hours: 4,
    measure: 'clicks',
    created_at: hoursAgo(6),
  });
  const jobs = await insertRows<{ id: string }>(
    'send_jobs',
    [1, 2].map((variant) => ({
      workspace_id: WORKSPACE,
      campaign_id: campaignId,
      status: 'finished',
      total_recipients: sizes.perSubject,
      sent_count: sizes.perSubject,
      subject: VARIANTS[variant - 1]?.subject,
      subject_test_id: TESTS[key],
      subject_test_variant: variant,
      created_at: hoursAgo(6),
      started_at: hoursAgo(6),
      finished_at: hoursAgo(5.9),
    })),
  );
  const [rest] = await insertRows<{ id: string }>('send_jobs', {
    workspace_id: WORKSPACE,
    campaign_id: campaignId,
    status: outcome ? 'finished' : 'queued',
    total_recipients: sizes.rest,
    sent_count: outcome ? sizes.rest : 0,
    subject_test_id: TESTS[key],
    scheduled_for: outcome ? hoursAgo(2) : new Date(Date.now() + 2 * 3_600_000).toISOString(),
    created_at: hoursAgo(6),
    ...(outcome
      ? { started_at: hoursAgo(2), finished_at: hoursAgo(1.9), subject: VARIANTS[1]?.subject }
      : {}),
  });
  await updateRows('subject_tests', { rest_job_id: rest?.id }, { id: TESTS[key] });
  const figures = outcome?.figures ?? [
    { opens: 3, clicks: 1 },
    { opens: 4, clicks: 2 },
  ];
  for (const [index, job] of jobs.entries()) {
    const f = figures[index] ?? { opens: 0, clicks: 0 };
    await insertRows(
      'recipients',
      recipientsOf(campaignId, job.id, `${key}-${index}-`, sizes.perSubject, f.opens, f.clicks),
    );
  }
  if (rest)
    await insertRows(
      'recipients',
      recipientsOf(
        campaignId,
        rest.id,
        `${key}-rest-`,
        sizes.rest,
        outcome?.rest.opens ?? 0,
        outcome?.rest.clicks ?? 0,
        !!outcome,
      ),
    );
  if (outcome)
    await updateRows(
      'subject_tests',
      {
        winner: 2,
        winner_reason: 'measure',
        decided_at: hoursAgo(2),
        decided_figures: outcome.figures.map((f, index) => ({
          variant: index + 1,
          sent: sizes.perSubject,
          ...f,
        })),
      },
      { id: TESTS[key] },
    );
}

async function prepare() {
  await updateRows(
    'workspaces',
    {
      contact_street: '48 Harbor Street',
      contact_city: 'Portland',
      contact_region: 'ME',
      contact_zip: '04101',
      contact_country: 'US',
      time_zone: 'America/New_York',
    },
    { id: WORKSPACE },
  );
  const campaign = (key: keyof typeof CAMPAIGNS, name: string, status: string) => ({
    id: CAMPAIGNS[key],
    workspace_id: WORKSPACE,
    client_id: DEMO.bluebirdBikes,
    kind: 'email',
    name,
    status,
    html: HTML,
    subject: VARIANTS[0]?.subject,
    preheader: 'Twenty minutes, and your bike is ready for spring',
    sender_name: 'Bluebird Bikes',
  });
  await insertRows('campaigns', [
    campaign('ready', 'Spring service week', 'ready'),
    campaign('waiting', 'Brake check week', 'sent'),
    campaign('done', 'Spring tune-up', 'sent'),
  ]);
  await insertRows(
    'campaign_purchases',
    Object.values(CAMPAIGNS).map((id) => ({
      workspace_id: WORKSPACE,
      campaign_id: id,
      package_id: 'standard',
      recipients: 1000,
      amount_cents: 1399,
      status: 'paid',
      paid_at: hoursAgo(60),
    })),
  );
  await insertRows(
    'recipients',
    Array.from({ length: 120 }, (_, n) => ({
      workspace_id: WORKSPACE,
      campaign_id: CAMPAIGNS.ready,
      email: `rider${n}@example.com`,
    })),
  );
  await testWithJobs('waiting', { perSubject: 6, rest: 48 }, null);
  await testWithJobs(
    'done',
    { perSubject: 40, rest: 320 },
    {
      figures: [
        { opens: 14, clicks: 2 },
        { opens: 17, clicks: 7 },
      ],
      rest: { opens: 131, clicks: 46 },
    },
  );
}

/** `settled`, given longer on a busy machine: the publish screen reads several things at once. */
async function settledSlowly(page: Parameters<typeof settled>[0]) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await settled(page);
    } catch (error) {
      if (attempt >= 6) throw error;
    }
  }
}

const screenOf = (campaignId: string) => `/organizations/${WORKSPACE}/campaigns/${campaignId}/recipients`;

// `ONLY_LOCALE=es` pictures one language (a busy machine may need a second run).
await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  if (process.env.ONLY_LOCALE && process.env.ONLY_LOCALE !== locale) return;
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });

  // The ship dialog with a test of two subjects over 120 recipients: a fair warning.
  await owner.goto(screenOf(CAMPAIGNS.ready));
  await settledSlowly(owner);
  await owner.waitForFunction(
    () =>
      !document.querySelector<HTMLButtonElement>('section[aria-labelledby="ship-heading"] button')?.disabled,
  );
  await owner.locator('section[aria-labelledby="ship-heading"] button').first().click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByTestId('subject-test-switch').click();
  await dialog.getByTestId('subject-test-subject-B').fill(VARIANTS[1]?.subject ?? '');
  await dialog.getByTestId('subject-test-warning').waitFor();
  await shootElement(dialog, `subject-test-dialog-${suffix}`);
  await owner.keyboard.press('Escape');

  // A test whose subjects went out, waiting for its winner.
  await owner.goto(screenOf(CAMPAIGNS.waiting));
  await settledSlowly(owner);
  const ship = owner.locator('section[aria-labelledby="ship-heading"]');
  await ship.getByTestId('subject-test-notice').waitFor();
  await shootElement(ship, `subject-test-waiting-panel-${suffix}`);
  // Its cancel asks first, in the app's confirm dialog; Escape keeps the test.
  await ship.getByTestId('subject-test-notice').getByRole('button').click();
  const confirm = owner.getByRole('dialog');
  await confirm.getByRole('button').last().waitFor();
  await shootElement(confirm, `subject-test-cancel-confirm-${suffix}`);
  await owner.keyboard.press('Escape');
  await confirm.waitFor({ state: 'detached' });

  // A finished test in the analytics.
  await owner.goto(screenOf(CAMPAIGNS.done));
  await settledSlowly(owner);
  const result = owner.locator('section[aria-labelledby="subject-test-heading"]');
  await result.getByTestId('subject-test-winner').waitFor();
  await shootElement(result, `subject-test-result-${suffix}`);
  await shoot(owner, `subject-test-publish-${suffix}`);
  await owner.context().close();
}, prepare);
