/**
 * Screenshots of what issue 25 changed, at desktop and phone width in English and Spanish, into
 * the git-ignored screenshots/ folder: the dashboard's cards, My workspaces, the brand preview,
 * recipient cards, a focused preview, the quick editor's focused column and the skip link:
 * `npx node e2e/screenshots-accessibility.ts` (a stack of its own).
 */
import { resolve } from 'node:path';
import { createUserWithWorkspace } from './support/accounts.ts';
import { baseUrl } from './support/browser.ts';
import { DEMO } from './support/demo-users.ts';
import { newCampaignOnItsPublishScreen } from './support/express-campaign.ts';
import {
  pictureEveryVariant,
  screenshotsDir,
  shoot,
  signedInPage,
  visit,
} from './support/screenshot-pages.ts';
import { insertRows } from './support/table-owner.ts';

const w = `/organizations/${DEMO.harborAndPine}`;
let recipients = '';
let recipientsOwner = { email: '', password: '' };

await pictureEveryVariant(
  async (browser, { suffix, viewport, locale, label }) => {
    const page = await signedInPage(browser, viewport, locale, {
      email: DEMO.owner,
      password: DEMO.password,
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, `${w}/dashboard`, `a11y-dashboard-${suffix}`);
    await page.keyboard.press('Tab');
    await shoot(page, `a11y-skip-link-${suffix}`);
    await visit(page, '/user/organizations', `a11y-my-workspaces-${suffix}`);
    await visit(page, `/user/organizations/${DEMO.harborAndPine}/edit`, `a11y-edit-workspace-${suffix}`);
    if (label === 'desktop') {
      // A campaign with content (the seed's have none), in the language of the variant.
      const made = await newCampaignOnItsPublishScreen(browser, { viewport });
      await made.page.context().addCookies([{ name: 'pitchcraft-locale', value: locale, url: baseUrl() }]);
      // Its preview focused by keyboard: the ring goes round the whole preview.
      await made.page.goto(`/organizations/${made.workspaceId}/campaigns/${made.campaignId}/view`);
      await made.page.locator('[data-preview-frame] button').focus();
      await made.page.keyboard.press('Shift+Tab');
      await made.page.keyboard.press('Tab');
      await shoot(made.page, `a11y-preview-focused-${suffix}`);
      // Unlayer out of reach: the quick editor, its preview column focused from the keyboard.
      await made.page.route('https://editor.unlayer.com/**', (route) => route.abort('blockedbyclient'));
      await made.page.goto(`/organizations/${made.workspaceId}/campaigns/${made.campaignId}/editor`);
      const column = made.page.locator('[role=region][data-preview-frame]');
      await column.waitFor({ timeout: 30_000 });
      await column.focus();
      await made.page.keyboard.press('Shift+Tab');
      await made.page.keyboard.press('Tab');
      await made.page.keyboard.press('PageDown');
      // The viewport only: a full-page picture would unstick the column.
      await made.page.screenshot({ path: resolve(screenshotsDir, `a11y-quick-editor-${suffix}.png`) });
      await made.page.context().close();
    }
    await page.context().close();

    const owner = await signedInPage(browser, viewport, locale, recipientsOwner);
    await owner.emulateMedia({ reducedMotion: 'reduce' });
    await visit(owner, recipients, `a11y-recipients-${suffix}`);
    await owner.context().close();
  },
  async () => {
    const { account, workspaceId } = await createUserWithWorkspace('Screenshot Recipients');
    const [campaign] = await insertRows<{ id: string }>('campaigns', {
      workspace_id: workspaceId,
      kind: 'email',
      name: 'Winter rides',
      product_name: 'Winter rides',
    });
    await insertRows(
      'recipients',
      ['ana.rider@example.com', 'bruno.rider@example.org', 'carla.rider@example.net'].map((email) => ({
        workspace_id: workspaceId,
        campaign_id: campaign?.id,
        email,
      })),
    );
    recipients = `/organizations/${workspaceId}/campaigns/${campaign?.id}/recipients`;
    recipientsOwner = account;
  },
);
