import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserForThisFile, PHONE } from '../support/browser.ts';
import { DEMO, demoUserAt } from '../support/demo-users.ts';

const browser = browserForThisFile();
const MiB = 1024 * 1024;
const VIEW = `/organizations/${DEMO.harborAndPine}/campaigns/${DEMO.bluebirdEmail}/view`;

const folder = mkdtempSync(join(tmpdir(), 'pitchcraft-attachments-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** A file of the given size on disk: handed to the browser by path, so large ones stay fast. */
function file(name: string, size: number): string {
  const path = join(folder, name);
  writeFileSync(path, '');
  truncateSync(path, size);
  return path;
}

const choose = (page: Page, files: string[]) =>
  page.getByRole('region', { name: 'Attachments' }).locator('input[type=file]').setInputFiles(files);

test('a member attaches files to the email, sees sizes and the total, is stopped at 27 MB (40 MB as sent), and removes one', async () => {
  const page = await demoUserAt(browser(), DEMO.member, VIEW);
  const panel = page.getByRole('region', { name: 'Attachments' });
  await panel.getByText('No attachments yet.').waitFor();
  await panel.getByText('0 MB of 27 MB').waitFor();

  await choose(page, [file('Spring brochure.pdf', 3 * MiB), file('price-list.csv', 300 * 1024)]);
  const list = panel.getByRole('list', { name: 'Attached files' });
  await list.getByRole('button', { name: 'price-list.csv', exact: true }).waitFor();
  await list.getByText('3 MB', { exact: true }).waitFor();
  await list.getByText('300 kB', { exact: true }).waitFor();
  await panel.getByText('3.3 MB of 27 MB').waitFor();

  // Files over the bucket's 25 MB, and a choice that would pass 27 MB in total, are refused
  // before anything is uploaded.
  await choose(page, [file('raw-footage.mov', 25 * MiB + 1)]);
  await panel
    .getByRole('alert')
    .getByText('“raw-footage.mov” is larger than 25 MB, the limit for one file.')
    .waitFor();
  await choose(page, [file('a.mp4', 20 * MiB), file('b.mp4', 4 * MiB)]);
  await panel
    .getByRole('alert')
    .getByText('These files would bring the attachments to 27.3 MB, over the 27 MB limit.', { exact: false })
    .waitFor();
  assert.equal(await list.getByRole('listitem').count(), 2);

  // What was uploaded is stored: it is still there after a reload.
  await page.reload();
  await list.getByRole('button', { name: 'Spring brochure.pdf', exact: true }).waitFor();

  await list.getByRole('button', { name: 'Remove price-list.csv' }).click();
  await list.getByRole('button', { name: 'price-list.csv', exact: true }).waitFor({ state: 'detached' });
  await panel.getByText('3 MB of 27 MB').waitFor();
  await page.reload();
  await list.getByRole('button', { name: 'Spring brochure.pdf', exact: true }).waitFor();
  assert.equal(await list.getByRole('button', { name: 'price-list.csv', exact: true }).count(), 0);

  // The file downloads under its own name from the private bucket.
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Spring brochure.pdf', exact: true }).click();
  assert.equal((await download).suggestedFilename(), 'Spring brochure.pdf');
});

test('the panel speaks Spanish on a phone', async () => {
  const page = await demoUserAt(browser(), DEMO.owner, VIEW, { viewport: PHONE, locale: 'es' });
  const panel = page.getByRole('region', { name: 'Adjuntos' });
  await panel.getByRole('button', { name: 'Elegir archivos' }).waitFor();
  await panel.getByText(/ de 27 MB$/).waitFor();
});
