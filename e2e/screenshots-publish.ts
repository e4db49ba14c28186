/**
 * Screenshots of a campaign's publish screen: no recipients yet (with the paywall), recipients
 * with their badges and counts, a recipient's event history, the paywall when the allowance is
 * used up, a few recipients remaining, the payment success dialog (confirming and paid), the
 * cancelled message, recipients a Premium page plan offers, and a landing page's id (not found), in English and Spanish at desktop and
 * phone widths: `node e2e/screenshots-publish.ts`.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, screenshotsDir, settled, shoot, visit } from './support/screenshot-pages.ts';
import { callFunction, insertRows } from './support/table-owner.ts';

const WORKSPACE = DEMO.harborAndPine;
const CAMPAIGNS = {
  empty: randomUUID(),
  engaged: randomUUID(),
  usedUp: randomUUID(),
  low: randomUUID(),
};
const PURCHASES = { paid: randomUUID(), pending: randomUUID() };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The rows the screens show, written as the tables' owner (see table-owner.ts). */
async function prepare() {
  await insertRows(
    'campaigns',
    Object.entries({
      empty: 'Spring tune-up offer',
      engaged: 'Autumn commuter sale',
      usedUp: 'Winter storage reminder',
      low: 'Club ride invitation',
    }).map(([key, name]) => ({
      id: CAMPAIGNS[key as keyof typeof CAMPAIGNS],
      workspace_id: WORKSPACE,
      client_id: DEMO.bluebirdBikes,
      kind: 'email',
      name,
      status: 'ready',
      html: '<p>Hello</p>',
    })),
  );

  const purchase = (campaign: string, packageId: string, recipients: number, extra: object = {}) => ({
    id: randomUUID(),
    workspace_id: WORKSPACE,
    campaign_id: campaign,
    package_id: packageId,
    recipients,
    amount_cents: 1399,
    status: 'paid',
    paid_at: minutesAgo(60),
    ...extra,
  });
  await insertRows('campaign_purchases', [
    purchase(CAMPAIGNS.engaged, 'standard', 1000, { id: PURCHASES.paid }),
    purchase(CAMPAIGNS.engaged, 'basic', 500, { id: PURCHASES.pending, status: 'pending', paid_at: null }),
    purchase(CAMPAIGNS.usedUp, 'basic', 500),
    purchase(CAMPAIGNS.low, 'basic', 500),
  ]);
  // The seeded page on Premium, with a month's recipients credited: the empty campaign offers them.
  const subscription = randomUUID();
  await insertRows('page_subscriptions', {
    id: subscription,
    workspace_id: WORKSPACE,
    campaign_id: DEMO.bluebirdPage,
    plan_id: 'premium',
    status: 'active',
  });
  await insertRows('campaign_purchases', {
    workspace_id: WORKSPACE,
    campaign_id: DEMO.bluebirdPage,
    page_subscription_id: subscription,
    recipients: 500,
    status: 'paid',
    paid_at: minutesAgo(30),
  });
  const job = (campaign: string, total: number) => ({
    workspace_id: WORKSPACE,
    campaign_id: campaign,
    status: 'finished',
    total_recipients: total,
  });
  await insertRows('send_jobs', [
    job(CAMPAIGNS.engaged, 12),
    job(CAMPAIGNS.usedUp, 500),
    job(CAMPAIGNS.low, 480),
  ]);

  const names = [
    'ana',
    'ben',
    'carla',
    'dev',
    'elena',
    'farid',
    'grace',
    'hugo',
    'ines',
    'jon',
    'kim',
    'luz',
  ];
  const messageId = (name: string) => `msg-${CAMPAIGNS.engaged}-${name}`;
  await insertRows('recipients', [
    ...names.map((name) => ({
      workspace_id: WORKSPACE,
      campaign_id: CAMPAIGNS.engaged,
      email: `${name}.rider@example.com`,
      message_id: messageId(name),
    })),
    ...['nora', 'oscar', 'paula'].map((name) => ({
      workspace_id: WORKSPACE,
      campaign_id: CAMPAIGNS.engaged,
      email: `${name}.new-rider@example.com`,
      message_id: null,
    })),
  ]);
  // Each addressee's story, oldest event first; the database sets the flags from the events.
  const stories: Record<string, string[]> = {
    ana: ['sent', 'delivered', 'opened', 'clicked'],
    ben: ['sent', 'delivered', 'opened'],
    carla: ['sent', 'delivered'],
    dev: ['sent', 'bounced'],
    elena: ['sent', 'delivery_delayed', 'delivered', 'opened', 'clicked'],
    farid: ['sent', 'delivered', 'clicked'],
    grace: ['sent', 'delivered', 'complained'],
    hugo: ['sent', 'delivery_delayed'],
    ines: ['failed'],
    jon: ['sent', 'delivered', 'opened'],
    kim: ['sent', 'delivered'],
    luz: ['sent', 'delivered', 'opened', 'clicked'],
  };
  for (const [name, events] of Object.entries(stories)) {
    for (const [index, type] of events.entries()) {
      await callFunction('record_recipient_event', {
        provider_event_id: `evt-${randomUUID()}`,
        message_id: messageId(name),
        type,
        occurred_at: minutesAgo(240 - index * 37),
        payload: {},
      });
    }
  }
}

const screenOf = (campaignId: string, search = '') =>
  `/organizations/${WORKSPACE}/campaigns/${campaignId}/recipients${search}`;

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });

  await visit(owner, screenOf(CAMPAIGNS.empty), `publish-empty-${suffix}`);
  await visit(owner, screenOf(CAMPAIGNS.engaged), `publish-recipients-${suffix}`);

  await owner
    .getByRole('button', { name: /^ana\.rider@/ })
    .first()
    .click();
  await owner.getByRole('dialog').locator('.mantine-Timeline-root').waitFor();
  await shoot(owner, `publish-recipient-detail-${suffix}`);
  await owner.keyboard.press('Escape');
  await owner.getByRole('dialog').waitFor({ state: 'detached' });

  await owner.locator('section[aria-labelledby="payment-and-usage"] button').last().click();
  await owner.getByRole('dialog').getByRole('group').first().waitFor();
  await shoot(owner, `publish-buy-more-${suffix}`);

  await visit(owner, screenOf(CAMPAIGNS.engaged, '?q=new-rider'), `publish-search-${suffix}`);
  await visit(owner, screenOf(CAMPAIGNS.usedUp), `publish-used-up-${suffix}`);
  await visit(owner, screenOf(CAMPAIGNS.low), `publish-low-${suffix}`);

  await owner.goto(screenOf(CAMPAIGNS.engaged, `?payment=success&purchase=${PURCHASES.pending}`));
  await owner.getByRole('dialog').getByRole('status').waitFor();
  // The spinner never stops, so this one is taken without waiting for animations to end.
  await owner.waitForTimeout(400);
  await owner.screenshot({ path: resolve(screenshotsDir, `publish-payment-confirming-${suffix}.png`) });
  await owner.goto(screenOf(CAMPAIGNS.engaged, `?payment=success&purchase=${PURCHASES.paid}`));
  await owner.getByRole('dialog').locator('[data-testid="new-allowance"]').waitFor();
  await shoot(owner, `publish-payment-success-${suffix}`);

  await owner.goto(screenOf(CAMPAIGNS.empty, `?payment=cancelled&purchase=${PURCHASES.pending}`));
  await owner.getByRole('alert').first().waitFor();
  await settled(owner);
  await shoot(owner, `publish-payment-cancelled-${suffix}`);

  await visit(owner, screenOf(DEMO.bluebirdPage), `publish-page-not-found-${suffix}`);
  await owner.context().close();
}, prepare);
