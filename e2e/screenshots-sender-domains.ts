/**
 * Screenshots of sender domains and the pre-send checklist (issue 19): the sending domains in
 * Settings (a verified workspace-wide domain, a client's domain waiting for DNS with its records
 * and the DMARC advice, a failed one), the same seen by a member, a new workspace's first
 * publish screen opening on its checklist, the sender chosen from verified domains, and a send
 * paused by its bounces, in English and Spanish at desktop and phone widths:
 * `node e2e/screenshots-sender-domains.ts`.
 */
import { randomUUID } from 'node:crypto';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, screenshotsDir, settled, shoot } from './support/screenshot-pages.ts';
import { insertRows, updateRows } from './support/table-owner.ts';

const WORKSPACE = DEMO.harborAndPine;
const FIRST_CAMPAIGN = randomUUID();
const PAUSED_CAMPAIGN = randomUUID();

const records = (domain: string, status: string) => {
  const host = domain.split('.').slice(0, -2).join('.');
  return [
    {
      record: 'SPF',
      name: `send.${host}`,
      type: 'MX',
      ttl: 'Auto',
      status: 'verified',
      value: 'feedback-smtp.us-east-1.amazonses.com',
      priority: 10,
    },
    {
      record: 'SPF',
      name: `send.${host}`,
      type: 'TXT',
      ttl: 'Auto',
      status: 'verified',
      value: '"v=spf1 include:amazonses.com ~all"',
    },
    {
      record: 'DKIM',
      name: `resend._domainkey.${host}`,
      type: 'TXT',
      ttl: 'Auto',
      status,
      value:
        'p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDGz3nq0bX1J8Yt0c5m6wq9Xk2C7v2l0aR1p9zZ4wY3sQ8fH2tJ6uK1oL5mN7bV0cX3dE9fG2hI4jK6lM8nO0pQ1rS3tU5vW7xY9zA1bC3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5zA7bC9dE1fQIDAQAB',
    },
  ];
};

async function prepare() {
  // The seed verified mail.harborandpine.example and Bluebird's news.bluebirdbikes.example.
  await insertRows('sender_domains', [
    {
      workspace_id: WORKSPACE,
      client_id: DEMO.bluebirdBikes,
      name: 'offers.bluebirdbikes.com',
      status: 'pending',
      records: records('offers.bluebirdbikes.com', 'pending'),
    },
    {
      workspace_id: WORKSPACE,
      name: 'promo.harborandpine.com',
      status: 'failed',
      records: records('promo.harborandpine.com', 'failed'),
      checked_at: new Date().toISOString(),
    },
  ]);

  // Casa Verde as a new workspace: no contact email nor address yet.
  await updateRows(
    'workspaces',
    { contact_email: null, contact_street: null, contact_city: null, contact_zip: null },
    { id: DEMO.casaVerde },
  );

  // A new workspace's first email: no sender, no contact email, no address, no unsubscribe link.
  await insertRows('campaigns', {
    id: FIRST_CAMPAIGN,
    workspace_id: DEMO.casaVerde,
    kind: 'email',
    name: 'Pan de muerto',
    status: 'ready',
    html: '<p>Nuestro pan de muerto ya está en el horno.</p>',
    subject: 'El pan de muerto ya llegó a Casa Verde y esta semana lo horneamos todos los días',
  });

  // A send the bounces stopped: 72 of 1,200 bounced for good.
  await insertRows('campaigns', {
    id: PAUSED_CAMPAIGN,
    workspace_id: WORKSPACE,
    client_id: DEMO.bluebirdBikes,
    kind: 'email',
    name: 'Winter tune-up',
    status: 'paused',
    html: '<p>Hello</p>',
    subject: 'Winter tune-up: book before the snow',
    sender_name: 'Bluebird Bikes',
    sender_domain: 'mail.harborandpine.example',
  });
  await insertRows('send_jobs', {
    workspace_id: WORKSPACE,
    campaign_id: PAUSED_CAMPAIGN,
    status: 'paused',
    total_recipients: 4000,
    sent_count: 1200,
    hard_bounce_count: 72,
    pause_reason: 'bounces',
    auto_pause: true,
    paused_at: new Date().toISOString(),
    started_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
}

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });

  await owner.goto(`/organizations/${WORKSPACE}/settings`);
  await settled(owner);
  await shoot(owner, `sender-domains-${suffix}`);

  await owner.goto(`/organizations/${DEMO.casaVerde}/campaigns/${FIRST_CAMPAIGN}/recipients`);
  await settled(owner);
  await owner.locator('[data-item="links"]:not([data-state="checking"])').waitFor();
  await shoot(owner, `send-checklist-first-campaign-${suffix}`);

  await owner.goto(`/organizations/${WORKSPACE}/campaigns/${PAUSED_CAMPAIGN}/recipients`);
  await settled(owner);
  await owner.locator('[data-job-status="paused"]').waitFor();
  await shoot(owner, `send-paused-${suffix}`);
  // The domain choice: verified ones, the shared one, and those not verified yet, disabled.
  const details = owner.getByRole('form', { name: /Sending details|Detalles del envío/ });
  await details.getByRole('combobox', { name: /Sender domain|Dominio del remitente/ }).click();
  await owner.getByRole('listbox').waitFor();
  await settled(owner);
  await details.screenshot({ path: `${screenshotsDir}/send-domain-choice-${suffix}.png` });
  await owner.context().close();

  const member = await demoUserAt(browser, DEMO.member, '/lobby', { viewport, locale });
  await member.goto(`/organizations/${WORKSPACE}/settings`);
  await settled(member);
  await shoot(member, `sender-domains-member-${suffix}`);
  await member.context().close();
}, prepare);
