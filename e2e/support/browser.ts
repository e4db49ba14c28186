import { after, before } from 'node:test';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../ensure-chromium.ts';

/** Flags for a quiet, headless Chromium in containers: no sandbox, GPU, updates or sync. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys through `npm run test:e2e`');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 390, height: 844 };

/** A fresh browser context (own cookies and storage) with one page at the app's address. */
export async function openPage(browser: Browser, viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** One browser for the whole test file, launched before its tests and closed after them. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is launched in before(); use it inside a test');
    return browser;
  };
}

/**
 * The prerendered home starts the app on the visitor's first intent (scripts/static-copy-boot.ts):
 * a key press is one that touches nothing on the page. Resolves once the app has replaced the copy.
 */
export async function startTheApp(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('#root > [data-static-copy]').waitFor({ state: 'detached', timeout });
}

/** The home page's main heading, in English: the sign that the landing has rendered. */
export const homeHeading = (page: Page) =>
  page.getByRole('heading', {
    level: 1,
    name: 'Email campaigns and landing pages, crafted by AI in minutes',
  });
