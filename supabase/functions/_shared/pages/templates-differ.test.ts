import assert from 'node:assert/strict';
import { allElements, byTag, type El, parsePage } from './fixtures/dom.ts';
import { renderEveryTemplate } from './fixtures/render-all.ts';

/** The page's structure as a set of "tag.class" tokens, colours and text left out. */
function structure(root: El): Set<string> {
  const body = byTag(root, 'body')[0] ?? root;
  const tokens = new Set<string>();
  for (const el of allElements(body)) {
    const classes = (el.attrs?.find((a) => a.name === 'class')?.value ?? '')
      .split(/\s+/)
      .filter((c) => c && !c.startsWith('s-'));
    tokens.add(el.tagName ?? '');
    for (const c of classes) tokens.add(`${el.tagName}.${c}`);
  }
  return tokens;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((t) => b.has(t)).length;
  return shared / (a.size + b.size - shared);
}

// Sections share semantic markup (lists, figures, details), so whole pages overlap a lot by
// nature; the hero, the section variants and the art are where templates must part ways.
Deno.test('any two templates differ in structure, not only in colours', () => {
  const pages = renderEveryTemplate().map(([template, page]) => {
    const root = parsePage(page);
    const hero = allElements(root).find((el) =>
      el.attrs?.some((a) => a.name === 'class' && a.value.includes('hero')),
    );
    return { template, whole: structure(root), hero: structure(hero ?? root) };
  });
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const [a, b] = [pages[i], pages[j]];
      if (!a || !b) continue;
      const pair = `${a.template} vs ${b.template}`;
      assert.ok(
        jaccard(a.hero, b.hero) < 0.75,
        `${pair}: heroes share ${jaccard(a.hero, b.hero).toFixed(2)} of their structure`,
      );
      assert.ok(
        jaccard(a.whole, b.whole) < 0.9,
        `${pair}: pages share ${jaccard(a.whole, b.whole).toFixed(2)}`,
      );
    }
  }
});
