/**
 * Speed of the AI generation engine, offline: composer timings (email, page, recommendations),
 * the design builder, and the renderer's throughput in designs per second. Printed, not asserted.
 *   npx deno run -A bench/generation.ts
 */

import { readBrief } from '../supabase/functions/_shared/ai/brief-facts.ts';
import { composeEmail } from '../supabase/functions/_shared/ai/composer/compose-email.ts';
import { composePage } from '../supabase/functions/_shared/ai/composer/compose-page.ts';
import { briefSeed } from '../supabase/functions/_shared/ai/offline-provider.ts';
import { recommendTemplatesOffline } from '../supabase/functions/_shared/ai/recommend-templates.ts';
import { sampleBrief } from '../supabase/functions/_shared/ai/test-briefs.ts';
import { LOCALES, MOODS } from '../supabase/functions/_shared/content/brief.ts';
import { buildEmailDesign } from '../supabase/functions/_shared/email/build-design.ts';
import { renderDesign } from '../supabase/functions/_shared/email/render-design.ts';

const briefs = LOCALES.flatMap((locale) => MOODS.map((mood) => sampleBrief(locale, mood)));

function measure(name: string, runs: number, work: (i: number) => unknown) {
  for (let i = 0; i < Math.min(20, runs); i++) work(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3);
  const total = times.reduce((sum, t) => sum + t, 0);
  console.log(
    `${name.padEnd(34)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms  (${(runs / (total / 1000)).toFixed(0)}/s over ${runs})`,
  );
}

const emails = briefs.map((b) => composeEmail(readBrief(b), briefSeed(b)));
const designs = briefs.map((b, i) =>
  buildEmailDesign({
    content: emails[i],
    palette: b.palette,
    mood: b.mood,
    sender: b.sender,
    locale: b.locale,
  }),
);

console.log(`generation engine, ${briefs.length} briefs (13 moods × 2 languages)`);
measure('composer: email', 1000, (i) => {
  const b = briefs[i % briefs.length];
  return composeEmail(readBrief(b), briefSeed(b));
});
measure('composer: page', 1000, (i) => {
  const b = briefs[i % briefs.length];
  return composePage(readBrief(b), 'solid', briefSeed(b));
});
measure('recommendation: 13 templates', 1000, (i) =>
  recommendTemplatesOffline(readBrief(briefs[i % briefs.length])),
);
measure('builder: content → Unlayer design', 1000, (i) => {
  const b = briefs[i % briefs.length];
  return buildEmailDesign({
    content: emails[i % emails.length],
    palette: b.palette,
    mood: b.mood,
    sender: b.sender,
    locale: b.locale,
  });
});
measure('renderer: design → HTML', 2000, (i) => renderDesign(designs[i % designs.length], { lang: 'en' }));

const started = performance.now();
let rendered = 0;
while (performance.now() - started < 2000) {
  renderDesign(designs[rendered % designs.length]);
  rendered++;
}
console.log(
  `renderer throughput: ${(rendered / ((performance.now() - started) / 1000)).toFixed(0)} designs/second`,
);
