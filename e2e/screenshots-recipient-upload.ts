/**
 * Screenshots of the recipient upload dialog in every state — waiting, retrieving, all valid,
 * some invalid, each bad-file message, uploading, a failed batch, done — at desktop and phone
 * widths in English and Spanish: `npx node e2e/screenshots-recipient-upload.ts`. The English
 * desktop pass also prints how long Chromium's worker takes to read 100,000-row CSV and XLSX files.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { minimalXlsx } from '../src/features/publish/upload/testing/minimal-xlsx.ts';
import { DEMO, demoUserAt } from './support/demo-users.ts';
import { pictureEveryVariant, screenshotsDir } from './support/screenshot-pages.ts';

const RECIPIENTS = `/organizations/${DEMO.harborAndPine}/campaigns/${DEMO.bluebirdEmail}/recipients`;
const words = {
  en: { open: 'Upload recipients', review: /valid address/, saving: 'Saving recipients', done: 'Done' },
  es: {
    open: 'Subir destinatarios',
    review: /dirección válida|direcciones válidas/,
    saving: 'Guardando destinatarios',
    done: 'Listo',
  },
} as const;

type FilePayload = { name: string; mimeType: string; buffer: Buffer };
const csv = (name: string, text: string): FilePayload => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});
const binary = (name: string, bytes: Uint8Array): FilePayload => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.from(bytes),
});

function oleFile(encrypted: boolean): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  if (encrypted)
    bytes.set(
      Array.from('EncryptedPackage').flatMap((c) => [c.charCodeAt(0), 0]),
      1024,
    );
  return bytes;
}

const many = (count: number, suffix: string) =>
  Array.from({ length: count }, (_, i) => `reader.${i}.${suffix}@example.com`);

const badFiles = (suffix: string): [string, FilePayload][] => {
  const workbook = minimalXlsx([['email'], ...many(50, suffix).map((a) => [a])]);
  return [
    ['empty', csv('empty.csv', '')],
    ['no-addresses', csv('header-only.csv', 'email\n\n')],
    ['wrong-header', csv('contacts.csv', 'Name;E-mail\nAna;ana@example.com\n')],
    ['not-spreadsheet', binary('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0]))],
    ['old-excel', binary('list-1997.xls', oleFile(false))],
    ['password-protected', binary('locked.xlsx', oleFile(true))],
    ['damaged-workbook', binary('half.xlsx', workbook.slice(0, workbook.length >> 1))],
    ['too-many-rows', csv('everyone.csv', `email\n${many(100_001, suffix).join('\n')}`)],
    ['too-large', csv('huge.csv', `email\n${'x'.repeat(21_000_000)}`)],
  ];
};

async function choose(page: Page, file: FilePayload) {
  await page.locator('input[type="file"]').setInputFiles(file);
}

/**
 * Pictures the dialog as the screen shows it (the page behind can be very long on a phone, where
 * the dialog covers the screen), without waiting for a running progress bar's animation to end.
 */
async function snap(page: Page, name: string) {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
  await page.screenshot({ path: resolve(screenshotsDir, `${name}.png`) });
  console.log(`screenshots/${name}.png`);
}

/** The page notes when a file is chosen, so timings leave out the file's trip over the devtools protocol. */
async function markFileChoices(page: Page) {
  await page.evaluate(() =>
    document.addEventListener(
      'change',
      () => Object.assign(window, { fileChosenAt: performance.now() }),
      true,
    ),
  );
}

async function sinceFileChosen(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.round(performance.now() - (window as unknown as { fileChosenAt: number }).fileChosenAt),
  );
}

async function chooseAnother(dialog: Locator) {
  // From a review back to the drop zone: the dialog's secondary button.
  await dialog.locator('button').filter({ hasNotText: /\d/ }).last().click();
}

await pictureEveryVariant(async (browser, { locale, viewport, suffix, label }) => {
  const page = await demoUserAt(browser, DEMO.owner, RECIPIENTS, { viewport, locale });
  const say = words[locale];
  await page.getByRole('button', { name: say.open }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').waitFor({ state: 'attached' });
  await snap(page, `recipient-upload-waiting-${suffix}`);

  for (const [name, file] of badFiles(suffix)) {
    await choose(page, file);
    await dialog.getByRole('alert').waitFor();
    await snap(page, `recipient-upload-bad-${name}-${suffix}`);
  }

  // Retrieving: a 100,000-row workbook is read long enough to be pictured, straight away.
  const big = many(100_000, suffix);
  const bigXlsx = binary('everyone.xlsx', minimalXlsx([['email'], ...big.map((a) => [a])]));
  await markFileChoices(page);
  await choose(page, bigXlsx);
  await dialog.getByRole('progressbar').waitFor();
  await page.screenshot({ path: resolve(screenshotsDir, `recipient-upload-retrieving-${suffix}.png`) });
  await dialog.getByText(say.review).first().waitFor({ timeout: 60_000 });
  const xlsxMs = await sinceFileChosen(page);
  if (locale === 'en' && label === 'desktop') {
    await chooseAnother(dialog);
    const bigCsv = csv(
      'everyone.csv',
      `email,name\r\n${big.map((a, i) => `${a},Reader ${i}`).join('\r\n')}\r\n`,
    );
    await choose(page, bigCsv);
    await dialog.getByText(say.review).first().waitFor({ timeout: 60_000 });
    const csvMs = await sinceFileChosen(page);
    console.log(
      `Chromium worker, 100,000 rows, from the file's choice to the review: CSV ${csvMs} ms, XLSX ${xlsxMs} ms (XLSX uncompressed, ${(bigXlsx.buffer.length / 1e6).toFixed(1)} MB)`,
    );
  }
  await chooseAnother(dialog);

  // Some invalid, then all valid.
  const mixed = [
    'email',
    ...many(5, suffix),
    'ana@',
    'bruno at example.com',
    '',
    'carla@example',
    ...many(2, suffix),
  ];
  await choose(page, csv('newsletter.csv', mixed.join('\n')));
  await dialog.getByRole('table').waitFor();
  await snap(page, `recipient-upload-some-invalid-${suffix}`);
  await chooseAnother(dialog);
  await choose(page, csv('customers.csv', ['Email', ...many(12, `valid-${suffix}`)].join('\r\n')));
  await dialog.getByText(say.review).first().waitFor();
  await snap(page, `recipient-upload-all-valid-${suffix}`);
  await chooseAnother(dialog);

  // A failed batch: the second add_recipients call of a 12,000-address upload fails once.
  let calls = 0;
  await page.route('**/rest/v1/rpc/add_recipients', async (route) => {
    // Slowed down so the progress bar can be pictured between batches.
    await new Promise((done) => setTimeout(done, 2500));
    return ++calls === 2
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' })
      : route.continue();
  });
  await choose(page, csv('spring.csv', ['email', ...many(12_000, `batch-${suffix}`)].join('\n')));
  await dialog.getByText(say.review).first().waitFor();
  await dialog.locator('button').last().click();
  await dialog.getByRole('progressbar').waitFor();
  await snap(page, `recipient-upload-uploading-${suffix}`);
  await dialog.getByRole('alert').waitFor({ timeout: 60_000 });
  await snap(page, `recipient-upload-failed-${suffix}`);
  await page.unroute('**/rest/v1/rpc/add_recipients');
  await dialog.locator('button').last().click();
  await dialog.getByRole('button', { name: say.done }).waitFor({ timeout: 60_000 });
  await snap(page, `recipient-upload-done-${suffix}`);
  await page.context().close();
});
