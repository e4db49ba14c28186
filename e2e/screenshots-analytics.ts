/**
 * Screenshots of the analytics dashboard (docs/analytics.md): the workspace's, with campaigns of
 * its own and of its client sent over the last weeks and a landing page's visits and leads, and
 * the client's, at desktop and phone widths in English and Spanish; then the client's report in
 * the app, its share dialog and the shared link opened signed out, and the report printed by
 * Chromium to PDF on A4 and Letter: `node e2e/screenshots-analytics.ts` (into the git-ignored
 * screenshots/ folder).
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser.ts';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, screenshotsDir, settled, shoot } from './support/screenshot-pages.ts';
import { tableOwnerSql } from './support/table-owner.ts';

const { harborAndPine: HARBOR, bluebirdBikes: CLIENT, bluebirdPage: PAGE } = DEMO;

/** A sent campaign with its recipients' events, written as the webhook would leave them. */
async function sentCampaign(
  name: string,
  clientId: string | null,
  daysAgo: number,
  size: number,
  clickEvery: number,
) {
  const [campaign] = await tableOwnerSql<{ id: string }>(
    `insert into public.campaigns (workspace_id, client_id, kind, name, status)
     values ($1, $2, 'email', $3, 'sent') returning id`,
    [HARBOR, clientId, name],
  );
  const id = campaign?.id as string;
  const sentAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await tableOwnerSql(
    `insert into public.recipients (workspace_id, campaign_id, email, sent, sent_at, message_id)
     select $1, $2::uuid, 'reader' || n || '@' || $3 || '.example.com', true, $4, $2::text || '-' || n
     from generate_series(1, $5) n`,
    [HARBOR, id, name.toLowerCase().replaceAll(/[^a-z]/g, ''), sentAt, size],
  );
  // Deliveries over the first hours, opens and clicks over the next days, a few bounces.
  await tableOwnerSql(
    `insert into public.recipient_events (workspace_id, campaign_id, recipient_id, type, provider_event_id, occurred_at)
     select r.workspace_id, r.campaign_id, r.id, e.type::public.recipient_event_type, r.message_id || '-' || e.type,
            $2::timestamptz + e.after
     from public.recipients r
     cross join lateral (values
       (case when r.id % 40 = 0 then 'bounced' else 'delivered' end, interval '5 minutes' * (r.id % 12)),
       (case when r.id % 40 <> 0 and r.id % 5 < 2 then 'opened' end, interval '3 hours' * (r.id % 17)),
       (case when r.id % 40 <> 0 and r.id % $3 = 1 then 'clicked' end, interval '4 hours' * (r.id % 13))
     ) e(type, after)
     where r.campaign_id = $1 and e.type is not null`,
    [id, sentAt, clickEvery],
  );
  await tableOwnerSql(
    `update public.recipients r set
       delivered = exists (select 1 from public.recipient_events e where e.recipient_id = r.id and e.type = 'delivered'),
       bounced = exists (select 1 from public.recipient_events e where e.recipient_id = r.id and e.type = 'bounced'),
       opened = exists (select 1 from public.recipient_events e where e.recipient_id = r.id and e.type = 'opened'),
       clicked = exists (select 1 from public.recipient_events e where e.recipient_id = r.id and e.type = 'clicked')
     where r.campaign_id = $1`,
    [id],
  );
  await tableOwnerSql(
    `insert into public.suppressions (workspace_id, email, reason, recipient_id)
     select r.workspace_id, r.email, 'unsubscribed', r.id from public.recipients r
     where r.campaign_id = $1 and r.id % 97 = 3`,
    [id],
  );
}

async function pageVisits() {
  // Leads come only from a live page: published, with its plan running.
  await tableOwnerSql(
    `update public.campaigns set status = 'ready', content = coalesce(content, '{}'::jsonb), slug = coalesce(slug, 'bluebird-spring-rides') where id = $1`,
    [PAGE],
  );
  await tableOwnerSql(`update public.campaigns set status = 'published' where id = $1`, [PAGE]);
  await tableOwnerSql(
    `insert into public.page_subscriptions (workspace_id, campaign_id, plan_id, status, current_period_start, current_period_end)
     values ($1, $2, 'premium', 'active', now(), now() + interval '30 days')`,
    [HARBOR, PAGE],
  );
  const sources = ['direct', 'newsletter', 'instagram.com', 'google.com'];
  for (let day = 27; day >= 0; day--) {
    const at = new Date(Date.now() - day * 86_400_000).toISOString();
    const views = 8 + ((day * 7) % 13);
    await tableOwnerSql(
      `insert into public.page_events (workspace_id, page_id, type, source, occurred_at)
       select $1, $2, case when n % 4 = 0 then 'form_start' else 'view' end::public.page_event_type,
              ($3::text[])[1 + n % 4], $4
       from generate_series(1, $5) n`,
      [HARBOR, PAGE, sources, at, views],
    );
    await tableOwnerSql(
      `insert into public.leads (workspace_id, client_id, campaign_id, first_name, last_name, email, source, created_at)
       select $1, $2, $3, 'Lead', 'Day' || $4, 'lead' || $4 || '-' || n || '@example.com', ($5::text[])[1 + n % 4], $6
       from generate_series(1, $7) n`,
      [HARBOR, CLIENT, PAGE, day, sources, at, day % 3],
    );
  }
}

async function reportSettled(page: Page) {
  await settled(page);
  await page.getByTestId('report-page-chart').locator('.recharts-surface').first().waitFor();
  await page.waitForTimeout(500);
}

/** The report as Chromium prints it, on A4 and on Letter, and each PDF's first pages as pictures. */
async function printed(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  await page.waitForTimeout(500);
  for (const format of ['A4', 'Letter'] as const) {
    const path = resolve(screenshotsDir, `${name}-${format.toLowerCase()}.pdf`);
    await page.pdf({ path, format, printBackground: true, preferCSSPageSize: false });
    console.log(`screenshots/${name}-${format.toLowerCase()}.pdf`);
  }
  await page.emulateMedia({ media: 'screen' });
  await page.waitForTimeout(300);
}

await pictureEveryVariant(
  async (browser, { locale, viewport, suffix, label }) => {
    const owner = await demoUserAt(browser, DEMO.owner, `/organizations/${HARBOR}/analytics`, {
      viewport,
      locale,
    });
    await settled(owner);
    await owner.getByTestId('email-daily-chart').waitFor();
    await owner.waitForTimeout(500);
    await shoot(owner, `analytics-workspace-${suffix}`);
    await owner.goto(`/organizations/${HARBOR}/clients/${CLIENT}/analytics?period=week`);
    await settled(owner);
    await owner.getByTestId('page-daily-chart').waitFor();
    await owner.waitForTimeout(500);
    await shoot(owner, `analytics-client-${suffix}`);

    // The client's report, in the language chosen for it, its share dialog, and the link signed out.
    await owner.goto(`/organizations/${HARBOR}/clients/${CLIENT}/report?period=month&lang=${locale}`);
    await reportSettled(owner);
    await shoot(owner, `report-${suffix}`);
    if (label === 'desktop') await printed(owner, `report-${locale}`);
    await owner
      .getByRole('button', { name: locale === 'es' ? 'Enlace para compartir' : 'Share link' })
      .click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('button', { name: locale === 'es' ? 'Crear enlace' : 'Make link' }).click();
    const url = await dialog.getByRole('textbox').inputValue();
    await owner.waitForTimeout(400);
    await shoot(owner, `report-share-${suffix}`);
    const visitor = await openPage(browser, viewport);
    await visitor.goto(url);
    await reportSettled(visitor);
    await shoot(visitor, `report-shared-${suffix}`);
    await visitor.context().close();
    await owner.close();
  },
  async () => {
    await sentCampaign('Spring sale', CLIENT, 3, 1200, 9);
    await sentCampaign('New bikes', CLIENT, 12, 800, 6);
    await sentCampaign('Harbor newsletter', null, 20, 400, 11);
    await sentCampaign('Autumn recap', CLIENT, 45, 600, 7);
    await pageVisits();
  },
);
