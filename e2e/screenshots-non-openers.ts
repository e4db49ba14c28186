/**
 * Screenshots of following up (issue 23, item 4): a sent campaign's Follow up panel, its dialog
 * (audience with the opens caveat, delay, new subject), a follow-up waiting for its time with
 * Change and Cancel, and the follow-up's own screen linking to its parent, in English and Spanish
 * at desktop and phone widths: `node e2e/screenshots-non-openers.ts`.
 */
import { randomUUID } from 'node:crypto';
import { DEMO, demoUserAt, HARBOR_ADDRESS, HARBOR_EMAIL_HTML } from './support/demo-users.ts';
import { pictureEveryVariant, settled, shoot, shootElement } from './support/screenshot-pages.ts';
import { callFunction, insertRows, updateRows } from './support/table-owner.ts';

const WORKSPACE = DEMO.harborAndPine;
const CAMPAIGNS = { fresh: randomUUID(), waiting: randomUUID(), followUp: randomUUID() };

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const HTML = HARBOR_EMAIL_HTML;

/** A sent campaign of Bluebird Bikes to eight riders: three opened, one of them clicked. */
async function sentCampaign(id: string, name: string) {
  await insertRows('campaigns', {
    id,
    workspace_id: WORKSPACE,
    client_id: DEMO.bluebirdBikes,
    kind: 'email',
    name,
    status: 'sent',
    html: HTML,
    subject: 'Your spring bike check is here',
    sender_name: 'Bluebird Bikes',
  });
  await insertRows('campaign_purchases', {
    workspace_id: WORKSPACE,
    campaign_id: id,
    package_id: 'standard',
    recipients: 1000,
    amount_cents: 1399,
    status: 'paid',
    paid_at: hoursAgo(60),
  });
  const [job] = await insertRows<{ id: string }>('send_jobs', {
    workspace_id: WORKSPACE,
    campaign_id: id,
    status: 'finished',
    total_recipients: 8,
    sent_count: 8,
    html: HTML,
    subject: 'Your spring bike check is here',
    sender_name: 'Bluebird Bikes',
    created_at: hoursAgo(5),
    started_at: hoursAgo(5),
    finished_at: hoursAgo(4.9),
  });
  const names = ['ana', 'ben', 'carla', 'dev', 'elena', 'farid', 'gus', 'hana'];
  await insertRows(
    'recipients',
    names.map((rider) => ({
      workspace_id: WORKSPACE,
      campaign_id: id,
      email: `${rider}.rider@example.com`,
      send_job_id: job?.id,
      message_id: `msg-${id}-${rider}`,
      sent: true,
      sent_at: hoursAgo(5),
    })),
  );
  const event = (rider: string, type: string) =>
    callFunction('record_recipient_event', {
      provider_event_id: `evt-${randomUUID()}`,
      message_id: `msg-${id}-${rider}`,
      type,
      occurred_at: hoursAgo(4),
      payload: {},
      permanent_bounce: true,
    });
  for (const rider of names) await event(rider, 'delivered');
  for (const rider of ['ana', 'ben', 'carla']) await event(rider, 'opened');
  await event('ana', 'clicked');
  return job?.id;
}

async function prepare() {
  await updateRows('workspaces', { ...HARBOR_ADDRESS, time_zone: 'America/New_York' }, { id: WORKSPACE });
  await sentCampaign(CAMPAIGNS.fresh, 'Spring service week');
  await sentCampaign(CAMPAIGNS.waiting, 'Commuter sale');
  // Its follow-up, scheduled for two days after the send, holding the five who did not open.
  await insertRows('campaigns', {
    id: CAMPAIGNS.followUp,
    workspace_id: WORKSPACE,
    client_id: DEMO.bluebirdBikes,
    kind: 'email',
    name: 'Commuter sale (follow-up)',
    status: 'scheduled',
    html: HTML,
    subject: 'Still riding to work? 20% off ends Friday',
    sender_name: 'Bluebird Bikes',
    follow_up_of: CAMPAIGNS.waiting,
    follow_up_audience: 'not_opened',
  });
  await insertRows('send_jobs', {
    workspace_id: WORKSPACE,
    campaign_id: CAMPAIGNS.followUp,
    kind: 'follow_up',
    status: 'queued',
    total_recipients: 5,
    scheduled_for: new Date(Date.now() + 43 * 3_600_000).toISOString(),
  });
}

const screenOf = (campaignId: string) => `/organizations/${WORKSPACE}/campaigns/${campaignId}/recipients`;
const panelOf = (page: import('playwright-core').Page) =>
  page.locator('section[aria-labelledby="follow-up-heading"]');

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });

  await owner.goto(screenOf(CAMPAIGNS.fresh));
  await settled(owner);
  const panel = panelOf(owner);
  await panel.getByRole('button').waitFor();
  await shootElement(panel, `non-openers-panel-${suffix}`);
  await panel.getByRole('button').click();
  const dialog = owner.getByRole('dialog');
  await dialog.locator('input[type="radio"]').first().waitFor();
  await dialog
    .getByLabel(locale === 'en' ? /^New subject/ : /^Nuevo asunto/)
    .fill(locale === 'en' ? 'Did you see our spring check?' : '¿Viste nuestra revisión de primavera?');
  await settled(owner);
  await shootElement(dialog, `non-openers-dialog-${suffix}`);
  await owner.keyboard.press('Escape');

  await owner.goto(screenOf(CAMPAIGNS.waiting));
  await settled(owner);
  await panelOf(owner).getByTestId('follow-up-when').waitFor();
  await shootElement(panelOf(owner), `non-openers-waiting-${suffix}`);

  await owner.goto(screenOf(CAMPAIGNS.followUp));
  await settled(owner);
  await owner.getByTestId('follow-up-of').waitFor();
  await shoot(owner, `non-openers-follow-up-screen-${suffix}`);
  await owner.context().close();
}, prepare);
