import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

const AXE = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

/** WCAG 2.0 and 2.1, levels A and AA: the standard the signed-in app meets (docs/accessibility.md). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};

const isBlocking = (violation: AxeViolation) => ['serious', 'critical'].includes(violation.impact ?? '');

/**
 * Runs axe-core on the page as it is now and logs every violation (the serious and critical ones
 * with their elements and why); returns the serious and critical ones as "id (count)". `tags`
 * limits the rules to those tags (every rule, best practices included, without).
 */
export async function blockingViolations(
  page: Page,
  label: string,
  { tags }: { tags?: string[] } = {},
): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(async (values) => {
    type RunOptions = { runOnly: { type: 'tag'; values: string[] } };
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options?: RunOptions) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    return (await axe.run(document, values ? { runOnly: { type: 'tag', values } } : undefined)).violations;
  }, tags)) as AxeViolation[];
  for (const violation of violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
    console.log(
      `axe ${label}: ${violation.impact} ${violation.id} — ${violation.help} ${targets.join(', ')}`,
    );
    if (isBlocking(violation)) {
      for (const node of violation.nodes.slice(0, 6)) {
        const why = (node.failureSummary ?? '').replaceAll('\n', ' ').slice(0, 240);
        console.log(`    ${node.html.slice(0, 200)}\n      ${why}`);
      }
    }
  }
  return violations.filter(isBlocking).map((violation) => `${violation.id} (${violation.nodes.length})`);
}
