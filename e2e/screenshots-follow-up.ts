/**
 * Screenshots of the delivery follow-up (issue 23, items 3 and 5): who didn't get a campaign with
 * the provider's reasons and the retry of the failed, the Schedule dialog, a scheduled send with
 * Reschedule and Cancel, and the workspace's time zone in Settings, in English and Spanish at
 * desktop and phone widths: `node e2e/screenshots-follow-up.ts`.
 */
import { randomUUID } from 'node:crypto';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, settled, shoot, shootElement } from './support/screenshot-pages.ts';
import { callFunction, insertRows, updateRows } from './support/table-owner.ts';

const WORKSPACE = DEMO.harborAndPine;
const CAMPAIGNS = { trouble: randomUUID(), scheduled: randomUUID(), ready: randomUUID() };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const HTML =
  '<p>Hello</p><p>48 Harbor Street, Portland, ME 04101</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>';

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
    subject: 'Your spring bike check is here',
    sender_name: 'Bluebird Bikes',
  });
  await insertRows('campaigns', [
    campaign('trouble', 'Spring service week', 'sent'),
    campaign('scheduled', 'Commuter sale', 'scheduled'),
    campaign('ready', 'Club ride invitation', 'ready'),
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

  // A sent campaign where some did not get it.
  const [job] = await insertRows<{ id: string }>('send_jobs', {
    workspace_id: WORKSPACE,
    campaign_id: CAMPAIGNS.trouble,
    status: 'finished',
    total_recipients: 8,
    sent_count: 7,
    failed_count: 1,
    created_at: hoursAgo(5),
    started_at: hoursAgo(5),
    finished_at: hoursAgo(4.9),
  });
  const names = ['ana', 'ben', 'carla', 'dev', 'elena', 'farid', 'gus'];
  await insertRows(
    'recipients',
    names.map((name) => ({
      workspace_id: WORKSPACE,
      campaign_id: CAMPAIGNS.trouble,
      email: `${name}.rider@example.com`,
      send_job_id: job?.id,
      message_id: `msg-${CAMPAIGNS.trouble}-${name}`,
      sent: true,
      sent_at: hoursAgo(5),
    })),
  );
  await insertRows('recipients', [
    {
      workspace_id: WORKSPACE,
      campaign_id: CAMPAIGNS.trouble,
      email: 'typo.rider@exmaple.con',
      send_job_id: job?.id,
      failed: true,
      failure_reason:
        'validation_error 422: Invalid `to` field. Please use our testing email address instead.',
      last_event_at: hoursAgo(5),
    },
  ]);
  // Rows of one insert share their columns: the never-sent one on its own.
  await insertRows('recipients', {
    workspace_id: WORKSPACE,
    campaign_id: CAMPAIGNS.trouble,
    email: 'quit.rider@example.com',
  });
  await insertRows('suppressions', {
    workspace_id: WORKSPACE,
    email: 'quit.rider@example.com',
    reason: 'unsubscribed',
    created_at: hoursAgo(30),
  });
  const event = (name: string, type: string, payload: object, at: number) =>
    callFunction('record_recipient_event', {
      provider_event_id: `evt-${randomUUID()}`,
      message_id: `msg-${CAMPAIGNS.trouble}-${name}`,
      type,
      occurred_at: hoursAgo(at),
      payload,
      permanent_bounce: true,
    });
  // Dev's message is still delayed: never delivered.
  for (const name of names.filter((n) => n !== 'dev')) await event(name, 'delivered', {}, 4.8);
  await event(
    'ben',
    'bounced',
    {
      data: {
        bounce: {
          type: 'Permanent',
          subType: 'Suppressed',
          message: "The recipient's mailbox does not exist.",
        },
      },
    },
    4.7,
  );
  await event('carla', 'failed', { data: { failed: { reason: 'reached_daily_quota' } } }, 4.6);
  await event('dev', 'delivery_delayed', { data: {} }, 4.5);

  // A send scheduled for tomorrow morning, holding its recipients.
  const [scheduled] = await insertRows<{ id: string }>('send_jobs', {
    workspace_id: WORKSPACE,
    campaign_id: CAMPAIGNS.scheduled,
    status: 'queued',
    total_recipients: 3,
    scheduled_for: new Date(Date.now() + 20 * 3_600_000).toISOString(),
  });
  await insertRows(
    'recipients',
    ['hana', 'ivan', 'jo'].map((name) => ({
      workspace_id: WORKSPACE,
      campaign_id: CAMPAIGNS.scheduled,
      email: `${name}.commuter@example.com`,
      send_job_id: scheduled?.id,
    })),
  );
  await insertRows(
    'recipients',
    ['kai', 'lena'].map((name) => ({
      workspace_id: WORKSPACE,
      campaign_id: CAMPAIGNS.ready,
      email: `${name}.club@example.com`,
    })),
  );
}

const screenOf = (campaignId: string) => `/organizations/${WORKSPACE}/campaigns/${campaignId}/recipients`;

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });

  await owner.goto(screenOf(CAMPAIGNS.trouble));
  await settled(owner);
  const section = owner.locator('section[aria-labelledby="undelivered-heading"]');
  await section.locator('[data-testid="undelivered-row"]:visible, li:visible').first().waitFor();
  await shoot(owner, `follow-up-publish-${suffix}`);
  await shootElement(section, `follow-up-undelivered-${suffix}`);
  await section.getByRole('button').first().click();
  const retry = owner.getByRole('dialog');
  await retry.waitFor();
  await shootElement(retry, `follow-up-retry-dialog-${suffix}`);
  await owner.keyboard.press('Escape');

  await owner.goto(screenOf(CAMPAIGNS.scheduled));
  await settled(owner);
  const ship = owner.locator('section[aria-labelledby="ship-heading"]');
  await ship.getByTestId('scheduled-send').waitFor();
  await shoot(owner, `follow-up-scheduled-${suffix}`);
  await shootElement(ship, `follow-up-scheduled-panel-${suffix}`);

  await owner.goto(screenOf(CAMPAIGNS.ready));
  await settled(owner);
  await owner.waitForFunction(
    () =>
      !document.querySelector<HTMLButtonElement>('section[aria-labelledby="ship-heading"] button')?.disabled,
  );
  await owner.locator('section[aria-labelledby="ship-heading"] button').nth(1).click();
  await owner.getByRole('dialog').locator('[data-testid="ship-count"]').waitFor();
  await shootElement(owner.getByRole('dialog'), `follow-up-schedule-dialog-${suffix}`);
  await owner.keyboard.press('Escape');

  await owner.goto(`/organizations/${WORKSPACE}/settings`);
  await settled(owner);
  const zone = owner.locator('section', {
    has: owner.getByRole('heading', { level: 2, name: /^(Time zone|Zona horaria)$/ }),
  });
  await zone.waitFor();
  await shootElement(zone, `follow-up-time-zone-${suffix}`);
  await owner.context().close();
}, prepare);
