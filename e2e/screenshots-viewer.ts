/**
 * Screenshots of what a viewer sees: an email campaign's view and its publish screen, without
 * their write actions and with the view-only note, at desktop and phone widths in English and
 * Spanish: `npx node e2e/screenshots-viewer.ts` (into the git-ignored screenshots/ folder).
 */
import { pictureEveryVariant, settled, shoot, signedInPage } from './support/screenshot-pages.ts';
import { workspaceWithViewer } from './support/viewer-workspace.ts';

let fixture: Awaited<ReturnType<typeof workspaceWithViewer>> | undefined;

await pictureEveryVariant(
  async (browser, { locale, viewport, suffix }) => {
    if (!fixture) throw new Error('no fixture');
    const { workspaceId, campaignId, viewer } = fixture;
    const page = await signedInPage(browser, viewport, locale, viewer);
    const campaign = `/organizations/${workspaceId}/campaigns/${campaignId}`;
    await page.goto(`${campaign}/view`);
    await settled(page);
    await page.frameLocator('iframe').first().locator('h1').waitFor();
    await shoot(page, `viewer-campaign-view-${suffix}`);
    await page.goto(`${campaign}/recipients`);
    await settled(page);
    await shoot(page, `viewer-publish-${suffix}`);
    await page.context().close();
  },
  async () => {
    fixture = await workspaceWithViewer();
  },
);
