import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

const AXE = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};

const isBlocking = (violation: AxeViolation) => ['serious', 'critical'].includes(violation.impact ?? '');

/**
 * Runs axe-core on the page as it is now and logs every violation (the serious and critical ones
 * with their elements and why); returns the serious and critical ones as "id (count)".
 */
export async function blockingViolations(page: Page, label: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  })) as AxeViolation[];
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
