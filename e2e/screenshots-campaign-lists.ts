/**
 * Screenshots of the workspace's campaign and landing page lists (filled, searched with no match,
 * and empty), at desktop and phone widths in English and Spanish, into the git-ignored screenshots/
 * folder, against a local stack of its own: `node e2e/screenshots-campaign-lists.ts`.
 */
import type { Page } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.ts';
import { startAppUnderTest } from './support/app-under-test.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { shoot } from './support/screenshot-pages.ts';

async function visit(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.mantine-Skeleton-root, .mantine-Loader-root').first().waitFor({ state: 'detached' });
  await shoot(page, name);
}

/** A few more campaigns and pages beside the seed's, so the lists look as they do in use. */
async function addCampaigns(apiUrl: string, serviceRoleKey: string) {
  const workspace_id = DEMO.harborAndPine;
  const row = (kind: string, name: string, product_name: string | null, extra: object = {}) => ({
    workspace_id,
    kind,
    name,
    product_name,
    client_id: null,
    status: 'draft',
    content: null,
    slug: null,
    ...extra,
  });
  const rows = [
    row('email', 'Members-only winter sale', 'Winter sale'),
    row('email', 'Studio newsletter, March', null),
    row('page', 'Open studio day', 'Open day', {
      status: 'published',
      content: {},
      slug: 'harbor-pine-open-day',
    }),
    row('page', 'Portfolio 2026', 'Portfolio', { status: 'ready', content: {} }),
  ];
  const response = await fetch(`${apiUrl}/rest/v1/campaigns`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`adding campaigns failed: ${await response.text()}`);
}

ensureChromium();
const app = await startAppUnderTest();
Object.assign(process.env, app.env);
await addCampaigns(app.env.E2E_API_URL, app.env.E2E_SERVICE_ROLE_KEY);
const browser = await launchBrowser();

try {
  for (const locale of ['en', 'es'] as const) {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const suffix = `${label}-${locale}`;
      const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });
      const harbor = `/organizations/${DEMO.harborAndPine}`;
      await visit(owner, `${harbor}/campaigns`, `campaign-list-${suffix}`);
      await visit(owner, `${harbor}/pages?sort=name&dir=asc`, `page-list-${suffix}`);
      await visit(owner, `${harbor}/campaigns?q=autumn`, `campaign-list-no-match-${suffix}`);
      await visit(owner, `/organizations/${DEMO.casaVerde}/campaigns`, `campaign-list-empty-${suffix}`);
      await visit(owner, `/organizations/${DEMO.casaVerde}/pages`, `page-list-empty-${suffix}`);
      await owner.context().close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
