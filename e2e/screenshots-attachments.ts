/**
 * Screenshots of the attachments panel on the email campaign view (files listed with their
 * sizes and total, and the warning past 40 MB), at desktop and phone widths in English and
 * Spanish, into the git-ignored screenshots/ folder: `node e2e/screenshots-attachments.ts`.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { startAppUnderTest } from './support/app-under-test.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { shoot } from './support/screenshot-pages.ts';

const MiB = 1024 * 1024;
const VIEW = `/organizations/${DEMO.harborAndPine}/campaigns/${DEMO.bluebirdEmail}/view`;
const folder = mkdtempSync(join(tmpdir(), 'pitchcraft-attachment-shots-'));

function file(name: string, size: number): string {
  const path = join(folder, name);
  writeFileSync(path, '');
  truncateSync(path, size);
  return path;
}

ensureChromium();
const app = await startAppUnderTest();
Object.assign(process.env, app.env);
const browser = await launchBrowser();

try {
  let attached = false;
  for (const locale of ['en', 'es'] as const) {
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const suffix = `${label}-${locale}`;
      const page = await demoUserAt(browser, DEMO.member, VIEW, { viewport, locale });
      const panel = page.locator('section:has(input[type=file])');
      await panel.waitFor();
      if (!attached) {
        await shoot(page, `campaign-attachments-empty-${suffix}`);
        await panel
          .locator('input[type=file]')
          .setInputFiles([
            file('Spring brochure.pdf', Math.round(3.2 * MiB)),
            file('price-list.xlsx', 600 * 1024),
            file('product-video.mp4', 20 * MiB),
          ]);
        await panel.locator('li').nth(2).locator('button').nth(1).waitFor();
        attached = true;
      }
      await panel.locator('li').nth(2).waitFor();
      await shoot(page, `campaign-attachments-${suffix}`);
      await panel.locator('input[type=file]').setInputFiles([file('extra-footage.mov', 18 * MiB)]);
      await panel.getByRole('alert').waitFor();
      await shoot(page, `campaign-attachments-over-limit-${suffix}`);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
  rmSync(folder, { recursive: true, force: true });
}
