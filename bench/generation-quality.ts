/**
 * The quality bench of issue 21 (docs/generation.md, "Quality bench"): the quality corpus
 * (8 businesses × en, es) written offline the way generate-campaign and generate-page write it,
 * every brief in the 13 moods (emails) and the 13 templates (pages), plus the express prompts and
 * the live demo; prints each figure next to its goal, then the worst examples of each.
 *
 *   DENO_NO_PACKAGE_JSON=1 node_modules/.bin/deno run -A bench/generation-quality.ts [--pinned] [--no-browser]
 *
 * --pinned: only the briefs the goal tests pin (quicker); --no-browser: the text figures only.
 */

import { PINNED_BRIEF_IDS, QUALITY_BRIEFS } from '../supabase/functions/_shared/ai/testing/quality-corpus.ts';
import {
  type GeneratedDoc,
  generateBriefDocs,
  generateExpressDocs,
} from '../supabase/functions/_shared/ai/testing/quality-docs.ts';
import {
  distinctCount,
  pairwiseOverlap,
  type TextFigures,
  textFigures,
} from '../supabase/functions/_shared/ai/testing/quality-metrics.ts';
import { generateLiveDemoDocs } from './support/generation-quality/live-demo-docs.ts';
import {
  type ContrastFailure,
  openRenderer,
  type RenderFigures,
} from './support/generation-quality/render-checks.ts';

const pinnedOnly = Deno.args.includes('--pinned');
const withBrowser = !Deno.args.includes('--no-browser');
const EMAIL_WIDTH = 600;
const PHONE_WIDTH = 375;
const PAGE_WIDTH = 1280;
const BUTTON_TOP_GOAL = 600;

interface Measured {
  doc: GeneratedDoc;
  text: TextFigures;
  render?: RenderFigures;
}

const started = performance.now();
const docs = [
  ...(await generateBriefDocs(pinnedOnly ? PINNED_BRIEF_IDS : undefined)),
  ...(pinnedOnly ? [] : await generateExpressDocs()),
  ...(pinnedOnly ? [] : await generateLiveDemoDocs()),
];
const measured: Measured[] = docs.map((doc) => ({ doc, text: textFigures(doc) }));

if (withBrowser) {
  const renderer = await openRenderer();
  try {
    // Two at a time: the machine has two cores, and Chromium renders while Deno waits.
    let next = 0;
    const worker = async () => {
      while (next < measured.length) {
        const item = measured[next++];
        const { doc } = item;
        if (next % 50 === 0) console.error(`rendered ${next}/${measured.length}…`);
        item.render = await renderer.measure(
          doc.html,
          doc.kind === 'email'
            ? { width: EMAIL_WIDTH, buttonLabel: doc.buttonLabel || undefined, buttonWidth: PHONE_WIDTH }
            : { width: PAGE_WIDTH },
        );
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await renderer.close();
  }
}

const isExpress = (m: Measured) => m.doc.caseId.endsWith('.express');
const isDemo = (m: Measured) => m.doc.caseId.startsWith('live-demo');
const groups: [string, (m: Measured) => boolean][] = [
  ['wizard emails', (m) => m.doc.kind === 'email' && !isExpress(m) && !isDemo(m)],
  ['wizard pages', (m) => m.doc.kind === 'page' && !isExpress(m) && !isDemo(m)],
  ['express emails', (m) => m.doc.kind === 'email' && isExpress(m)],
  ['express pages', (m) => m.doc.kind === 'page' && isExpress(m)],
  ['live demo', isDemo],
];

const where = (m: Measured) => `${m.doc.caseId} ${m.doc.kind} ${m.doc.variant}`;

/** "12 in 9 of 208 wizard emails · 3 in 2 of 208 wizard pages …": count, documents hit, documents. */
function tally(count: (m: Measured) => number): string {
  return groups
    .map(([name, inGroup]) => {
      const members = measured.filter(inGroup);
      if (!members.length) return '';
      const counts = members.map(count);
      const total = counts.reduce((a, b) => a + b, 0);
      const hit = counts.filter((c) => c > 0).length;
      return `${name} ${total} (${hit}/${members.length})`;
    })
    .filter(Boolean)
    .join(' · ');
}

function row(figure: string, now: string, goal: string) {
  console.log(`${figure.padEnd(44)} ${goal.padEnd(12)} ${now}`);
}

const emailsOf = (caseId: string) =>
  measured.filter((m) => m.doc.caseId === caseId && m.doc.kind === 'email' && !isExpress(m));
const pagesOf = (caseId: string) => measured.filter((m) => m.doc.caseId === caseId && m.doc.kind === 'page');

const briefIds = QUALITY_BRIEFS.map((c) => c.id).filter((id) => emailsOf(id).length);
const perBrief = briefIds.map((id) => {
  const emails = emailsOf(id);
  const pages = pagesOf(id);
  const overlap = pairwiseOverlap(emails.map((m) => m.doc.copy.join('\n')));
  const tops = emails.map((m) => m.render?.buttonTop).filter((t): t is number => typeof t === 'number');
  return {
    id,
    overlap,
    moods: emails.map((m) => m.doc.variant),
    headlines: distinctCount(emails.map((m) => m.doc.headline)),
    labels: distinctCount(emails.map((m) => m.doc.buttonLabel)),
    pageHeadlines: distinctCount(pages.map((m) => m.doc.headline)),
    maxTop: tops.length ? Math.max(...tops) : null,
  };
});

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const textFails = (m: Measured) => m.render?.failures.filter((f) => f.kind === 'text').length ?? 0;
const buttonFails = (m: Measured) => m.render?.failures.filter((f) => f.kind === 'button').length ?? 0;
const wizardEmails = measured.filter(groups[0][1]);
const tops = wizardEmails.map((m) => m.render?.buttonTop ?? null);
const foundTops = tops.filter((t): t is number => t !== null).sort((a, b) => a - b);

console.log(
  `Generation quality bench (issue 21): ${briefIds.length} briefs × 13 moods = ${wizardEmails.length} emails, × 13 templates = ${measured.filter(groups[1][1]).length} pages; ${measured.filter(groups[2][1]).length} express prompts (email + page in the first recommended template); ${measured.filter(isDemo).length / 2} live-demo prompts. Offline composer.`,
);
console.log('Counts read "total (documents with at least one / documents)".\n');
row('figure', 'now', 'goal');
row(
  'copied brief sentences (>8 words, verbatim)',
  tally((m) => m.text.copied.length),
  '0',
);
row(
  'repeated sentences in one email/page',
  tally((m) => m.text.repeated.length),
  '0',
);
const overlapMeans = perBrief.map((b) => b.overlap.mean);
row(
  'word overlap between the 13 moods (Jaccard)',
  `mean ${mean(overlapMeans).toFixed(2)} (briefs ${Math.min(...overlapMeans).toFixed(2)}–${Math.max(...overlapMeans).toFixed(2)}), max ${Math.max(...perBrief.map((b) => b.overlap.max)).toFixed(2)}`,
  'mean ≤ 0.45',
);
const headlineCounts = perBrief.map((b) => b.headlines);
const labelCounts = perBrief.map((b) => b.labels);
row(
  'distinct headlines per brief (of 13 moods)',
  `min ${Math.min(...headlineCounts)}, mean ${mean(headlineCounts).toFixed(1)}, max ${Math.max(...headlineCounts)}`,
  '≥ 10',
);
row(
  'distinct button labels per brief (of 13)',
  `min ${Math.min(...labelCounts)}, mean ${mean(labelCounts).toFixed(1)}, max ${Math.max(...labelCounts)}`,
  '≥ 10',
);
const pageHeadlineCounts = perBrief.map((b) => b.pageHeadlines);
row(
  'distinct page hero headlines per brief (of 13 templates)',
  `min ${Math.min(...pageHeadlineCounts)}, mean ${mean(pageHeadlineCounts).toFixed(1)}`,
  '≥ 10',
);
if (withBrowser) {
  const quantile = (q: number) => foundTops[Math.floor(q * (foundTops.length - 1))]?.toFixed(0) ?? '-';
  row(
    `primary button top at ${PHONE_WIDTH} px (wizard emails)`,
    `median ${quantile(0.5)} px, max ${quantile(1)} px; ${foundTops.filter((t) => t > BUTTON_TOP_GOAL).length}/${wizardEmails.length} below ${BUTTON_TOP_GOAL} px, ${tops.filter((t) => t === null).length} not found`,
    `≤ ${BUTTON_TOP_GOAL} px`,
  );
  row('contrast failures: text (AA, every pixel)', tally(textFails), '0');
  row('contrast failures: buttons vs card (< 3:1)', tally(buttonFails), '0');
} else {
  row('primary button top, contrast', 'not measured (--no-browser)', '');
}
row(
  'placeholder errors',
  tally((m) => m.text.placeholders.length),
  '0',
);
row(
  'Spanish article errors',
  tally((m) => m.text.articles.length),
  '0',
);
row(
  'facts of the brief missing',
  tally((m) => m.text.missingFacts.length),
  '0',
);
row(
  'internal facts leaked into the copy',
  tally((m) => m.text.leakedFacts.length),
  '0',
);

console.log('\nPer brief (emails over the 13 moods; pages over the 13 templates)');
console.log(
  `${'brief'.padEnd(14)}${'overlap mean/max'.padEnd(18)}${'headlines'.padEnd(11)}${'labels'.padEnd(8)}${'page h.'.padEnd(9)}${'button top max'.padEnd(16)}${'copied'.padEnd(8)}${'repeated'.padEnd(10)}${'contrast e/p'.padEnd(14)}articles`,
);
for (const b of perBrief) {
  const all = measured.filter((m) => m.doc.caseId === b.id);
  const sum = (f: (m: Measured) => number, of = all) => of.reduce((a, m) => a + f(m), 0);
  const contrast = (kind: 'email' | 'page') =>
    sum(
      (m) => textFails(m) + buttonFails(m),
      all.filter((m) => m.doc.kind === kind),
    );
  console.log(
    `${b.id.padEnd(14)}${`${b.overlap.mean.toFixed(2)}/${b.overlap.max.toFixed(2)}`.padEnd(18)}${String(b.headlines).padEnd(11)}${String(b.labels).padEnd(8)}${String(b.pageHeadlines).padEnd(9)}${(b.maxTop === null ? '-' : `${b.maxTop.toFixed(0)} px`).padEnd(16)}${String(sum((m) => m.text.copied.length)).padEnd(8)}${String(sum((m) => m.text.repeated.length)).padEnd(10)}${(withBrowser ? `${contrast('email')}/${contrast('page')}` : '-').padEnd(14)}${sum((m) => m.text.articles.length)}`,
  );
}

/** A few of the worst, different documents first, so a fix is easy to aim. */
function worst<T>(title: string, items: { m: Measured; item: T }[], show: (item: T) => string, limit = 5) {
  if (!items.length) return;
  console.log(`\n${title}: ${items.length}`);
  const seen = new Set<string>();
  const spread = items.filter(({ m }) => !seen.has(m.doc.caseId) && seen.add(m.doc.caseId));
  const picked = [...spread, ...items.filter((i) => !spread.includes(i))].slice(0, limit);
  for (const { m, item } of picked) console.log(`  ${where(m)}: ${show(item)}`);
}
const flat = <T>(f: (m: Measured) => T[]) => measured.flatMap((m) => f(m).map((item) => ({ m, item })));

console.log('\nWorst examples');
worst(
  'copied brief sentences',
  flat((m) => m.text.copied),
  (s) => `"${s}"`,
);
worst(
  'repeated sentences',
  flat((m) => m.text.repeated).sort((a, b) => b.item.times - a.item.times),
  (r) => `${r.times}× "${r.sentence}"`,
);
const overlapWorst = [...perBrief].sort((a, b) => b.overlap.max - a.overlap.max).slice(0, 3);
if (overlapWorst.length) {
  console.log('\nmost alike moods');
  for (const b of overlapWorst) {
    console.log(
      `  ${b.id}: ${b.moods[b.overlap.maxPair[0]]} vs ${b.moods[b.overlap.maxPair[1]]} ${b.overlap.max.toFixed(2)} (mean ${b.overlap.mean.toFixed(2)})`,
    );
  }
}
const fewest = [...perBrief].sort((a, b) => a.headlines + a.labels - (b.headlines + b.labels)).slice(0, 2);
for (const b of fewest) {
  const emails = emailsOf(b.id);
  console.log(
    `\n${b.id}: ${b.headlines} headlines, ${b.labels} labels over 13 moods: ${[...new Set(emails.map((m) => `"${m.doc.headline}"`))].join(', ')} / ${[...new Set(emails.map((m) => `"${m.doc.buttonLabel}"`))].join(', ')}`,
  );
}
if (withBrowser) {
  worst(
    `primary button below ${BUTTON_TOP_GOAL} px at ${PHONE_WIDTH} px`,
    wizardEmails
      .filter((m) => (m.render?.buttonTop ?? Number.POSITIVE_INFINITY) > BUTTON_TOP_GOAL)
      .sort((a, b) => (b.render?.buttonTop ?? 1e9) - (a.render?.buttonTop ?? 1e9))
      .map((m) => ({ m, item: m.render?.buttonTop ?? null })),
    (top) => (top === null ? 'not found' : `${top.toFixed(0)} px`),
  );
  const showFailure = (f: ContrastFailure) =>
    `"${f.text}" ${f.colour} on ${f.against}: ${f.ratio.toFixed(2)}:1 (needs ${f.required}:1)`;
  const failures = (kind: ContrastFailure['kind']) =>
    flat((m) => m.render?.failures.filter((f) => f.kind === kind) ?? []).sort(
      (a, b) => a.item.ratio - b.item.ratio,
    );
  worst('text contrast failures', failures('text'), showFailure, 8);
  worst('button contrast failures', failures('button'), showFailure, 8);
}
worst(
  'placeholder errors',
  flat((m) => m.text.placeholders),
  (s) => s,
);
worst(
  'Spanish article errors',
  flat((m) => m.text.articles),
  (s) => s,
  8,
);
worst(
  'facts missing',
  flat((m) => m.text.missingFacts),
  (s) => s,
  8,
);
worst(
  'internal facts leaked',
  flat((m) => m.text.leakedFacts),
  (s) => s,
  8,
);

console.log(`\n${measured.length} documents in ${((performance.now() - started) / 1000).toFixed(0)} s`);
