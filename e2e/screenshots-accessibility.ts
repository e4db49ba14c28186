/**
 * Screenshots of what issue 25 changed, at desktop and phone width in English and Spanish, into
 * the git-ignored screenshots/ folder: the dashboard's cards, My workspaces, the brand preview,
 * recipient cards, "Page and style", a focused preview and checkbox, and the skip link:
 * `node e2e/screenshots-accessibility.ts` (a stack of its own).
 */
import { resolve } from 'node:path';
import { createUserWithWorkspace } from './support/accounts.ts';
import { DEMO } from './support/demo-users.ts';
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
    await page.goto(`${w}/pages/${DEMO.bluebirdPage}/editor`);
    await page.getByRole('tab').nth(1).click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await shoot(page, `a11y-page-and-style-${suffix}`);
    // The preview of a campaign, focused by keyboard: the ring goes round the whole preview.
    await page.goto(`${w}/campaigns/${DEMO.bluebirdEmail}/view`);
    await page.locator('[data-preview-frame] button').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await shoot(page, `a11y-preview-focused-${suffix}`);
    if (label === 'desktop') {
      // Unlayer out of reach: the quick editor, its preview column focused from the keyboard.
      await page.route('https://editor.unlayer.com/**', (route) => route.abort('blockedbyclient'));
      await page.goto(`${w}/campaigns/${DEMO.bluebirdEmail}/editor`);
      const column = page.locator('[role=region][data-preview-frame]');
      await column.waitFor({ timeout: 30_000 });
      await column.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('PageDown');
      // The viewport only: a full-page picture would unstick the column.
      await page.screenshot({ path: resolve(screenshotsDir, `a11y-quick-editor-${suffix}.png`) });
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
