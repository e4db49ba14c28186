// Landing page renderer throughput: pages rendered per second, per template and overall.
//   DENO_NO_PACKAGE_JSON=1 npx deno run bench/page-render.ts
import { PAGE_TEMPLATES } from '../supabase/functions/_shared/content/brief.ts';
import {
  SAMPLE_DOCUMENT,
  SAMPLE_OPTIONS,
} from '../supabase/functions/_shared/pages/fixtures/sample-document.ts';
import { SHOWCASE } from '../supabase/functions/_shared/pages/fixtures/showcase.ts';
import { renderPage } from '../supabase/functions/_shared/pages/render-page.ts';

const RUNS = 300;
let totalPages = 0;
let totalMs = 0;
let totalBytes = 0;
for (const template of PAGE_TEMPLATES) {
  const document = { ...SAMPLE_DOCUMENT, template };
  const options = { ...SAMPLE_OPTIONS, ...SHOWCASE[template] };
  for (let i = 0; i < 20; i++) renderPage(document, options); // warm up the JIT
  const start = performance.now();
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) bytes = renderPage(document, options).length;
  const ms = performance.now() - start;
  totalPages += RUNS;
  totalMs += ms;
  totalBytes += bytes;
  console.log(
    `${template.padEnd(10)} ${Math.round((RUNS / ms) * 1000)
      .toString()
      .padStart(6)} pages/s  ${(bytes / 1024).toFixed(1)} KiB`,
  );
}
console.log(
  `all        ${Math.round((totalPages / totalMs) * 1000)
    .toString()
    .padStart(6)} pages/s  ${(totalBytes / PAGE_TEMPLATES.length / 1024).toFixed(1)} KiB average`,
);
