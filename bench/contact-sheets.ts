/**
 * Contact sheets of issue 21: for two businesses of the quality corpus in both languages, the 13
 * moods' emails at 600 and 375 px and the 13 templates' pages at 1280 and 390 px, written offline
 * as the functions write them, tiled into one PNG per business, language and kind:
 *   bench/out/contact-sheets/<business>.<locale>.emails.png and ….pages.png
 *
 *   DENO_NO_PACKAGE_JSON=1 node_modules/.bin/deno run -A bench/contact-sheets.ts [bakery,law]
 *
 * Each cell is cut at a fixed height (the first screens are what a reader judges first).
 */

import { QUALITY_BRIEFS } from '../supabase/functions/_shared/ai/testing/quality-corpus.ts';
import {
  type GeneratedDoc,
  generateBriefDocs,
} from '../supabase/functions/_shared/ai/testing/quality-docs.ts';
import { escapeHtml } from '../supabase/functions/_shared/escape.ts';
import { openRenderer, type Renderer } from './support/generation-quality/render-checks.ts';

const OUT_DIR = new URL('./out/contact-sheets/', import.meta.url);
const businesses = (Deno.args[0] ?? 'bakery,law').split(',');

/** Per kind: the two widths, how tall a cell is cut, and how much a shot is shrunk on the sheet. */
const KINDS = {
  emails: { widths: [600, 375], maxHeight: 1800, scale: 0.5, columns: 5 },
  pages: { widths: [1280, 390], maxHeight: 2400, scale: 0.3, columns: 4 },
} as const;

async function sheet(
  renderer: Renderer,
  name: string,
  title: string,
  docs: GeneratedDoc[],
  kind: keyof typeof KINDS,
) {
  const { widths, maxHeight, scale, columns } = KINDS[kind];
  // Each shot is kept beside the sheet (to look closely) and the sheet points at it.
  const shotsDir = new URL(`${name}.${kind}/`, OUT_DIR);
  await Deno.mkdir(shotsDir, { recursive: true });
  const cells: string[] = [];
  for (const doc of docs) {
    const shots: string[] = [];
    for (const width of widths) {
      const file = `${doc.variant}-${width}.png`;
      await Deno.writeFile(new URL(file, shotsDir), await renderer.screenshot(doc.html, width, maxHeight));
      shots.push(
        `<figure><img style="width:${Math.round(width * scale)}px" src="${name}.${kind}/${file}"><figcaption>${width} px</figcaption></figure>`,
      );
    }
    cells.push(
      `<section><h2>${escapeHtml(doc.variant)}</h2><div class="shots">${shots.join('')}</div></section>`,
    );
  }
  const html = `<!doctype html><meta charset="utf-8"><style>
    body{margin:0;padding:16px;background:#d4d4d8;font:14px system-ui,sans-serif;color:#18181b}
    h1{margin:0 0 12px;font-size:20px} h2{margin:0 0 6px;font-size:15px}
    .grid{display:grid;grid-template-columns:repeat(${columns},max-content);gap:16px;align-items:start}
    section{background:#fff;padding:8px;border-radius:6px} .shots{display:flex;gap:8px;align-items:start}
    figure{margin:0} img{display:block;box-shadow:0 0 0 1px #a1a1aa} figcaption{font-size:11px;color:#52525b}
  </style><h1>${escapeHtml(title)}</h1><div class="grid">${cells.join('')}</div>`;
  const sheetHtml = new URL(`${name}.${kind}.html`, OUT_DIR);
  await Deno.writeTextFile(sheetHtml, html);
  const page = await renderer.blankPage();
  try {
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto(sheetHtml.href, { waitUntil: 'load', timeout: 180_000 });
    const path = new URL(`${name}.${kind}.png`, OUT_DIR);
    await page.screenshot({ path: path.pathname, fullPage: true, timeout: 180_000 });
    console.log(path.pathname);
  } finally {
    await page.close();
  }
}

await Deno.mkdir(OUT_DIR, { recursive: true });
const renderer = await openRenderer();
try {
  for (const c of QUALITY_BRIEFS.filter((q) => businesses.includes(q.business.id))) {
    const docs = await generateBriefDocs([c.id]);
    const title = `${c.id} — ${c.brief.sender.organizationName}, ${c.business.paletteKind} palette`;
    await sheet(
      renderer,
      c.id,
      `${title}: the 13 moods' emails`,
      docs.filter((d) => d.kind === 'email'),
      'emails',
    );
    await sheet(
      renderer,
      c.id,
      `${title}: the 13 templates' pages (mood ${c.brief.mood})`,
      docs.filter((d) => d.kind === 'page'),
      'pages',
    );
  }
} finally {
  await renderer.close();
}
