import type { Page } from 'playwright-core';

/** What has the focus, as a screen reader announces it: its role and accessible name. */
export type Stop = { role: string; name: string };

/** The focused element's role and name, read from Playwright's accessibility snapshot. */
export async function focused(page: Page): Promise<Stop> {
  const focus = page.locator('*:focus');
  if ((await focus.count()) === 0) return { role: 'none', name: '' };
  const snapshot = await focus.first().ariaSnapshot();
  const [, role = '', name = ''] = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(snapshot) ?? [];
  return { role, name: name.replace(/\\(.)/g, '$1') };
}

/**
 * Presses Tab (Shift+Tab `backwards`) until the focus is on the element with this role and name,
 * as a keyboard user would; fails with the stops it passed when it is not reached in `limit`.
 */
export async function tabTo(
  page: Page,
  target: { role: string; name: string | RegExp },
  { backwards = false, limit = 40 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  const passed: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    const named = typeof target.name === 'string' ? stop.name === target.name : target.name.test(stop.name);
    if (stop.role === target.role && named) return;
    passed.push(`${stop.role} "${stop.name}"`);
  }
  throw new Error(`${target.role} ${target.name} not reached by Tab; passed ${passed.join(', ')}`);
}
