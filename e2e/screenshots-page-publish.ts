/**
 * Screenshots of a page's publish panel (not published with the paywall and empty analytics,
 * published but requiring a subscription, live with Premium analytics), the success dialog and
 * the cancelled message, at desktop and phone widths in English and Spanish:
 * `node e2e/screenshots-page-publish.ts`.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, screenshotsDir, shoot } from './support/screenshot-pages.ts';
import { insertRows } from './support/table-owner.ts';

const HARBOR_AND_PINE = DEMO.harborAndPine;

/** The publish panel and the analytics alone, closer than the full page. */
async function sections(page: Page, name: string) {
  for (const [part, heading] of [
    ['panel', 'publish-heading'],
    ['analytics', 'page-analytics-heading'],
  ] as const) {
    const path = resolve(screenshotsDir, `${name.replace('{part}', part)}.png`);
    await page.locator(`section[aria-labelledby="${heading}"]`).screenshot({ path });
    console.log(path);
  }
}

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
  await page.locator('iframe').first().waitFor();
  await page.waitForTimeout(300);
}

/** A fortnight of views from three sources and a few form starts, as the public page records them. */
function events(pageId: string) {
  const rows = [];
  const sources = ['direct', 'newsletter', 'instagram.com'];
  for (let day = 13; day >= 0; day--) {
    const at = new Date(Date.now() - day * 86_400_000).toISOString();
    const views = 6 + ((day * 7) % 11);
    for (let view = 0; view < views; view++) {
      rows.push({
        workspace_id: HARBOR_AND_PINE,
        page_id: pageId,
        type: 'view',
        source: sources[view % 3],
        occurred_at: at,
      });
    }
    for (let start = 0; start < views / 4; start++) {
      rows.push({
        workspace_id: HARBOR_AND_PINE,
        page_id: pageId,
        type: 'form_start',
        source: 'direct',
        occurred_at: at,
      });
    }
  }
  return rows;
}

/** A few leads captured by the page over the same fortnight. */
function leads(pageId: string, suffix: string) {
  return [12, 9, 9, 6, 4, 2, 1, 1].map((day, index) => ({
    workspace_id: HARBOR_AND_PINE,
    campaign_id: pageId,
    first_name: 'Rider',
    last_name: `${index + 1}`,
    email: `rider-${index + 1}-${suffix}@example.com`,
    created_at: new Date(Date.now() - day * 86_400_000).toISOString(),
  }));
}

await pictureEveryVariant(async (browser, { locale, viewport, suffix }) => {
  const owner = await demoUserAt(
    browser,
    DEMO.owner,
    `/organizations/${HARBOR_AND_PINE}/pages/create-express`,
    {
      viewport,
      locale,
    },
  );
  await owner.getByRole('heading', { level: 1 }).waitFor();
  await owner
    .getByLabel(locale === 'es' ? /^Nombre de la página/ : /^Page name/)
    .fill(`Fitting days ${suffix}`);
  await owner
    .locator('form textarea')
    .fill('Free bike fitting days in June: leave your phone, we call back.');
  await owner.locator('form button[type=submit]').click();
  await owner.waitForURL(/\/view$/, { timeout: 60_000 }).catch(async (error) => {
    await shoot(owner, `page-publish-stuck-${suffix}`);
    throw error;
  });
  const view = new URL(owner.url()).pathname;
  const pageId = /\/pages\/([0-9a-f-]{36})\/view$/.exec(view)?.[1] as string;
  await settled(owner);
  await shoot(owner, `page-publish-draft-${suffix}`);
  await sections(owner, `page-publish-draft-{part}-${suffix}`);

  // Saved slug, published, not paid.
  const slug = owner.getByLabel(locale === 'es' ? /^Slug de la página/ : /^Page slug/);
  await slug.fill(`fitting-days-${suffix}`);
  await owner.waitForTimeout(800);
  await owner.locator('form[aria-label] button[type=submit]').first().click();
  await owner.getByTestId('public-url').waitFor();
  await owner.getByRole('button', { name: locale === 'es' ? 'Publicar página' : 'Publish page' }).click();
  await owner.getByRole('button', { name: locale === 'es' ? 'Despublicar' : 'Unpublish' }).waitFor();
  await owner.waitForTimeout(500);
  await shoot(owner, `page-publish-requires-subscription-${suffix}`);
  await sections(owner, `page-publish-requires-subscription-{part}-${suffix}`);

  await owner.goto(`${view}?subscription=cancelled`);
  await settled(owner);
  await owner.screenshot({ path: resolve(screenshotsDir, `page-publish-cancelled-${suffix}.png`) });

  // Paid (Premium, as the webhook would record it) with two weeks of visits, written as the
  // tables' owner (see table-owner.ts).
  await insertRows('page_subscriptions', {
    workspace_id: HARBOR_AND_PINE,
    campaign_id: pageId,
    plan_id: 'premium',
    status: 'active',
    current_period_start: new Date().toISOString(),
    current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  await insertRows('page_events', events(pageId));
  await insertRows('leads', leads(pageId, suffix));
  await owner.goto(`${view}?subscription=success&subscriptionId=screenshot`);
  await owner.getByTestId('page-live-message').waitFor({ timeout: 20_000 });
  await owner.waitForTimeout(400);
  await owner.screenshot({ path: resolve(screenshotsDir, `page-publish-success-dialog-${suffix}.png`) });
  await owner.keyboard.press('Escape');
  await owner.getByTestId('page-analytics-chart').waitFor();
  await owner.waitForTimeout(600);
  await shoot(owner, `page-publish-live-${suffix}`);
  await sections(owner, `page-publish-live-{part}-${suffix}`);
  await owner.context().close();
});
