/**
 * Screenshots of the leads lists (a client's, the workspace's, a search with no match) and of the
 * visitor's pages of submit-lead (the double opt-in confirmation and its done page, the
 * no-JavaScript "check the form" page), at desktop and phone widths in English and Spanish, into
 * the git-ignored screenshots/ folder: `npx node e2e/screenshots-leads.ts`.
 */
import type { Page } from 'playwright-core';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pageIn, pictureEveryVariant, shoot } from './support/screenshot-pages.ts';
import { insertRows, tableOwnerSql, updateRows } from './support/table-owner.ts';

const HARBOR_AND_PINE = DEMO.harborAndPine;
let apiUrl = '';
const pendingTokens: string[] = [];
let clientPageId = '';

/** A published page on Basic, written as the tables' owner (see table-owner.ts). */
async function livePage(slug: string, clientId: string | null, doubleOptIn: boolean) {
  const [page] = await insertRows<{ id: string }>('campaigns', {
    workspace_id: HARBOR_AND_PINE,
    client_id: clientId,
    kind: 'page',
    name: `Screenshots ${slug}`,
    slug,
    status: 'published',
    double_opt_in: doubleOptIn,
    content: {
      version: 1,
      template: 'minimal',
      seo: { title: 'Spring tune-up week', description: 'Book a tune-up.' },
      sections: [
        {
          type: 'leadForm',
          heading: 'Join',
          body: '',
          submitLabel: 'Send',
          successMessage: 'Thanks!',
          fields: ['firstName', 'lastName', 'email', 'phone'],
        },
      ],
    },
  });
  if (!page) throw new Error(`page ${slug} was not created`);
  await insertRows('page_subscriptions', {
    workspace_id: HARBOR_AND_PINE,
    campaign_id: page.id,
    plan_id: 'basic',
    status: 'active',
  });
  return page.id;
}

const submit = (pageId: string, fields: Record<string, string>) =>
  fetch(`${apiUrl}/functions/v1/submit-lead`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ page_id: pageId, locale: 'en', website: '', ...fields }).toString(),
  }).then(async (response) => {
    if (response.status !== 200) throw new Error(`submit-lead ${response.status}: ${await response.text()}`);
  });

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.mantine-Skeleton-root, .mantine-Loader-root').first().waitFor({ state: 'detached' });
}

await pictureEveryVariant(
  async (browser, { locale, suffix }) => {
    const viewport = suffix.startsWith('phone') ? { width: 390, height: 844 } : { width: 1440, height: 900 };
    const owner = await demoUserAt(browser, DEMO.owner, '/lobby', { viewport, locale });
    await owner.goto(`/organizations/${HARBOR_AND_PINE}/clients/${DEMO.bluebirdBikes}/leads`);
    await settled(owner);
    await shoot(owner, `leads-client-${suffix}`);
    await owner.goto(`/organizations/${HARBOR_AND_PINE}/leads`);
    await settled(owner);
    await shoot(owner, `leads-workspace-${suffix}`);
    await owner.goto(`/organizations/${HARBOR_AND_PINE}/leads?q=nadie`);
    await settled(owner);
    await shoot(owner, `leads-no-match-${suffix}`);
    await owner.context().close();

    const visitor = await pageIn(browser, viewport, locale);
    const token = pendingTokens.shift();
    await visitor.goto(`${apiUrl}/functions/v1/submit-lead/confirm?token=${token}&lang=${locale}`);
    await shoot(visitor, `lead-confirm-${suffix}`);
    await visitor.getByRole('button').click();
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await shoot(visitor, `lead-confirmed-${suffix}`);
    const invalid = await fetch(`${apiUrl}/functions/v1/submit-lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        page_id: clientPageId,
        locale,
        first_name: 'Ana',
        last_name: '',
        email: 'ana@',
        phone: '12',
      }).toString(),
    });
    await visitor.setContent(await invalid.text());
    await shoot(visitor, `lead-invalid-${suffix}`);
    await visitor.context().close();
  },
  async (env) => {
    apiUrl = env.E2E_API_URL;
    clientPageId = await livePage('screenshots-bluebird', DEMO.bluebirdBikes, false);
    const optInPage = await livePage('screenshots-opt-in', DEMO.bluebirdBikes, true);
    const workspacePage = await livePage('screenshots-studio', null, false);
    // The visit's source as the page's script sends it: nothing (direct), a utm_source, a host.
    const people: [string, string, string, string, string][] = [
      ['Ana', 'Ortega Núñez', 'ana.ortega@example.com', '+34 600 123 456', ''],
      [
        'Maximiliano',
        'Villalobos-Etxeberria',
        'maximiliano.villalobos.etxeberria@correo-largo.example',
        '(555) 010-0199',
        'Spring Newsletter 2026',
      ],
      ['Tom', 'Baker', 'tom@example.com', '555 010 0142', 'www.instagram.com'],
    ];
    for (const [first_name, last_name, email, phone, source] of people) {
      await submit(clientPageId, { first_name, last_name, email, phone, source });
      await submit(workspacePage, { first_name, last_name, email, phone, source });
    }
    for (const n of [1, 2, 3, 4]) {
      await submit(optInPage, {
        first_name: 'Lucía',
        last_name: `García ${n}`,
        email: `lucia${n}@example.com`,
        phone: '+34 611 222 333',
      });
    }
    // One more that stays pending in the list.
    await submit(optInPage, {
      first_name: 'Pilar',
      last_name: 'Sanz',
      email: 'pilar@example.com',
      phone: '600 111 222',
    });
    await updateRows(
      'leads',
      { status: 'inactive', ignored_at: new Date().toISOString() },
      { email: 'tom@example.com' },
    );
    const pending = await tableOwnerSql<{ confirm_token: string }>(
      `select confirm_token from public.leads where campaign_id = $1 and email like 'lucia%' order by email`,
      [optInPage],
    );
    pendingTokens.push(...pending.map((row) => row.confirm_token));
  },
);
