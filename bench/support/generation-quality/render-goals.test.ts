/**
 * The rendered goals of the quality bench (docs/generation.md "Quality bench") pinned on the fixed
 * part of the corpus the text goals use (quality-goals.test.ts). A goal not met yet is `ignore`d
 * with its goal named; remove the `ignore` once the bench shows it met on main.
 */

import assert from 'node:assert/strict';
import { PINNED_BRIEF_IDS } from '../../../supabase/functions/_shared/ai/testing/quality-corpus.ts';
import { generateBriefDocs } from '../../../supabase/functions/_shared/ai/testing/quality-docs.ts';
import { openRenderer } from './render-checks.ts';

async function measurePinned(kind: 'email' | 'page') {
  const docs = (await generateBriefDocs(PINNED_BRIEF_IDS)).filter((d) => d.kind === kind);
  const renderer = await openRenderer();
  try {
    return await Promise.all(
      docs.map(async (doc) => ({
        doc,
        figures: await renderer.measure(
          doc.html,
          kind === 'email' ? { width: 600, buttonLabel: doc.buttonLabel, buttonWidth: 375 } : { width: 1280 },
        ),
      })),
    );
  } finally {
    await renderer.close();
  }
}

Deno.test({
  // Goal: the primary button's top ≤ 600 px at 375 px (item 5): met by the hero's button (q-email).
  name: "every email's primary button is on a phone's first screen",
  async fn() {
    const late = (await measurePinned('email'))
      .filter(({ figures }) => figures.buttonTop === null || figures.buttonTop > 600)
      .map(({ doc, figures }) => `${doc.caseId} ${doc.variant}: ${figures.buttonTop}`);
    assert.deepEqual(late, []);
  },
});

Deno.test({
  // Goal: 0 contrast failures in emails (item 5): met by email-colors.ts (q-email).
  name: 'no email text below AA against any pixel behind it, no email button below 3:1 against its card',
  async fn() {
    const failures = (await measurePinned('email')).flatMap(({ doc, figures }) =>
      figures.failures.map(
        (f) => `${doc.caseId} ${doc.variant}: ${f.kind} "${f.text}" ${f.ratio.toFixed(2)}:1`,
      ),
    );
    assert.deepEqual(failures, []);
  },
});

Deno.test({
  // Goal: 0 contrast failures on pages (item 6): met by the surfaces behind gradients (q-pages).
  name: 'no page text below AA against any pixel behind it, no page button below 3:1 against its card',
  async fn() {
    const failures = (await measurePinned('page')).flatMap(({ doc, figures }) =>
      figures.failures.map(
        (f) => `${doc.caseId} ${doc.kind} ${doc.variant}: ${f.kind} "${f.text}" ${f.ratio.toFixed(2)}:1`,
      ),
    );
    assert.deepEqual(failures, []);
  },
});
