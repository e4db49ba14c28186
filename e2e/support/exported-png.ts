import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Clicks the view's 'Export as PNG' and checks the download is a PNG exactly as wide and as tall
 * as the previewed document (the export pictures the frame's document: its width, and its height
 * in whole pixels). Answers the file's bytes.
 */
export async function exportPreviewPng(page: Page, frameTitle: string): Promise<Buffer> {
  const frame = page.locator(`iframe[title="${frameTitle}"]`);
  await page.waitForFunction(
    (title) =>
      (document.querySelector(`iframe[title="${title}"]`)?.getBoundingClientRect().height ?? 0) > 400,
    frameTitle,
  );
  const size = await frame.evaluate((element) => {
    const root = (element as HTMLIFrameElement).contentDocument?.documentElement;
    return { width: root?.clientWidth ?? 0, height: Math.floor(root?.getBoundingClientRect().height ?? 0) };
  });
  const frameBox = await frame.boundingBox();
  assert.ok(Math.abs((frameBox?.height ?? 0) - size.height) <= 1, 'the frame shows the whole document');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as PNG' }).click();
  const bytes = await readFile((await (await download).path()) as string);
  assert.deepEqual(bytes.subarray(0, 8), PNG_SIGNATURE);
  assert.equal(bytes.subarray(12, 16).toString('ascii'), 'IHDR');
  assert.deepEqual(
    { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) },
    size,
    'the PNG is as wide and as tall as the previewed document',
  );
  return bytes;
}
