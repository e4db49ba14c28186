/**
 * Screenshots of sending: the publish screen with sender, subject and slug filled, the ship
 * confirmation, a send in progress, a campaign after sending with its events chart and rates,
 * 'analytics take time to collect' on a fresh send, and the workspace's suppression list, in
 * English and Spanish at desktop and phone widths: `node e2e/screenshots-sending.ts`.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, screenshotsDir, settled, shoot, visit } from './support/screenshot-pages.ts';
import { callFunction, insertRows, updateRows } from './support/table-owner.ts';

const WORKSPACE = DEMO.harborAndPine;
const CAMPAIGNS = { ready: randomUUID(), sending: randomUUID(), fresh: randomUUID(), settled: randomUUID() };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** The rows the screens show, written as the tables' owner (see table-owner.ts). */
async function prepare() {
  await updateRows(
    'workspaces',
    {
      contact_street: '48 Harbor Street',
      contact_city: 'Portland',
      contact_region: 'ME',
      contact_zip: '04101',
      contact_country: 'US',
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
    html: '<p>Hello</p>',
    subject: 'Your spring bike check is here',
    preheader: 'Book a full service for $39 this week',
    sender_name: 'Bluebird Bikes',
    sender_domain: 'mail.bluebirdbikes.example',
    slug: `${name.toLowerCase().replaceAll(' ', '-')}-${CAMPAIGNS[key].slice(0, 4)}`,
  });
  await insertRows('campaigns', [
    campaign('ready', 'Spring service week', 'ready'),
    campaign('sending', 'Commuter sale', 'sending'),
    campaign('fresh', 'Club ride invitation', 'sent'),
    campaign('settled', 'Autumn clearance', 'sent'),
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

  const recipients = (campaignId: string, names: string[], sent: boolean) =>
    names.map((name) => ({
      workspace_id: WORKSPACE,
      campaign_id: campaignId,
      email: `${name}@example.com`,
      message_id: sent ? `msg-${campaignId}-${name}` : null,
    }));
  await insertRows(
    'recipients',
    recipients(CAMPAIGNS.ready, ['ana.rider', 'ben.rider', 'carla.rider', 'quit.rider'], false),
  );
  await insertRows('suppressions', [
    {
      workspace_id: WORKSPACE,
      email: 'quit.rider@example.com',
      reason: 'unsubscribed',
      created_at: hoursAgo(30),
    },
    {
      workspace_id: WORKSPACE,
      email: 'gone.mailbox@example.org',
      reason: 'bounced',
      created_at: hoursAgo(50),
    },
    {
      workspace_id: WORKSPACE,
      email: 'not.interested@example.net',
      reason: 'complained',
      created_at: hoursAgo(70),
    },
    ...Array.from({ length: 22 }, (_, index) => ({
      workspace_id: WORKSPACE,
      email: `former.customer${index + 1}@example.com`,
      reason: 'unsubscribed',
      created_at: hoursAgo(80 + index),
    })),
  ]);

  // A send under way; its lease keeps the stack's processor away from it.
  await insertRows('send_jobs', {
    workspace_id: WORKSPACE,
    campaign_id: CAMPAIGNS.sending,
    status: 'running',
    total_recipients: 480,
    sent_count: 200,
    skipped_count: 3,
    started_at: hoursAgo(0.05),
    locked_until: new Date(Date.now() + 86_400_000).toISOString(),
  });

  // Sent campaigns and their stories: a fresh one (few events) and one two days on.
  const story = async (campaignId: string, names: string[], sentHoursAgo: number, spreadHours: number) => {
    await insertRows('send_jobs', {
      workspace_id: WORKSPACE,
      campaign_id: campaignId,
      status: 'finished',
      total_recipients: names.length,
      sent_count: names.length,
      created_at: hoursAgo(sentHoursAgo),
      started_at: hoursAgo(sentHoursAgo),
      finished_at: hoursAgo(sentHoursAgo - 0.1),
    });
    await insertRows('recipients', recipients(campaignId, names, true));
    for (const [index, name] of names.entries()) {
      const events = ['sent', 'delivered'];
      if (index % 9 === 4) events.splice(1, 1, 'bounced');
      else {
        if (index % 3 !== 2) events.push('opened');
        if (index % 4 === 0) events.push('clicked');
        if (index === 7) events.push('complained');
      }
      for (const [step, type] of events.entries()) {
        const at = Math.max(
          sentHoursAgo - (step === 0 ? 0 : (index * spreadHours) / names.length + step),
          0.01,
        );
        await callFunction('record_recipient_event', {
          provider_event_id: `evt-${randomUUID()}`,
          message_id: `msg-${campaignId}-${name}`,
          type,
          occurred_at: hoursAgo(at),
          payload: {},
        });
      }
    }
  };
  await story(CAMPAIGNS.fresh, ['ana', 'ben', 'carla', 'dev', 'elena', 'farid'], 3, 2);
  await story(
    CAMPAIGNS.settled,
    Array.from({ length: 36 }, (_, index) => `rider${index + 1}`),
    50,
    40,
  );
}

const screenOf = (campaignId: string) => `/organizations/${WORKSPACE}/campaigns/${campaignId}/recipients`;

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });

  await owner.goto(screenOf(CAMPAIGNS.ready));
  await settled(owner);
  await owner.locator('form[aria-label] [role="status"]').first().waitFor();
  await owner.waitForTimeout(400);
  await shoot(owner, `sending-details-${suffix}`);
  await owner.locator('section[aria-labelledby="ship-heading"] button').first().click();
  await owner.getByRole('dialog').locator('[data-testid="ship-count"]').waitFor();
  await shoot(owner, `sending-confirmation-${suffix}`);
  await owner.keyboard.press('Escape');

  await owner.goto(screenOf(CAMPAIGNS.sending));
  await owner.locator('[data-job-status="running"]').waitFor();
  // The progress bar moves for as long as the send runs, so this one does not wait for animations.
  await owner.waitForTimeout(600);
  await owner.screenshot({
    path: resolve(screenshotsDir, `sending-in-progress-${suffix}.png`),
    fullPage: true,
  });

  await owner.goto(screenOf(CAMPAIGNS.fresh));
  await owner
    .getByTestId('events-chart')
    .locator('.recharts-line-curve')
    .first()
    .waitFor({ state: 'attached' });
  await settled(owner);
  await shoot(owner, `sending-collecting-${suffix}`);

  await owner.goto(screenOf(CAMPAIGNS.settled));
  await owner
    .getByTestId('events-chart')
    .locator('.recharts-line-curve')
    .first()
    .waitFor({ state: 'attached' });
  await settled(owner);
  await shoot(owner, `sending-analytics-${suffix}`);

  await visit(owner, `/organizations/${WORKSPACE}/settings`, `sending-suppression-list-${suffix}`);
  await owner.context().close();
}, prepare);
