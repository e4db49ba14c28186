// How different the 13 moods' emails look, and where their first button lands on a phone.
//   node_modules/.bin/node bench/email-moods.ts [--images] [--palette=poor] [--es] [--stress] [--out=screenshots/email-moods]
// Renders one brief in every mood (same palette, same copy writer) with Debian's Chromium: at 600 px
// the first 1400 px of each email are compared pixel by pixel, pair by pair (a pixel differs when a
// channel moves by more than 24); at 375 px the top of the first button and the number of buttons
// are read. PNGs of both widths are written to --out to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../e2e/ensure-chromium.ts';
import { readBrief } from '../supabase/functions/_shared/ai/brief-facts.ts';
import { composeEmail } from '../supabase/functions/_shared/ai/composer/compose-email.ts';
import { briefSeed } from '../supabase/functions/_shared/ai/offline-provider.ts';
import { sampleBrief } from '../supabase/functions/_shared/ai/test-briefs.ts';
import { MOODS, type Palette } from '../supabase/functions/_shared/content/brief.ts';
import { buildEmailDesign } from '../supabase/functions/_shared/email/build-design.ts';
import { renderDesign } from '../supabase/functions/_shared/email/render-design.ts';

const args = process.argv.slice(2);
const withImages = args.includes('--images');
const poor = args.some((a) => a === '--palette=poor');
const out = args.find((a) => a.startsWith('--out='))?.slice(6) ?? 'screenshots/email-moods';
const locale = args.includes('--es') ? 'es' : 'en';
// The worst first screen: a square logo, a long headline and a long intro.
const stress = args.includes('--stress');

const PALETTE: Palette = poor
  ? // The button colour nearly the card's: what a careless brand palette gives.
    { primary: '#f4f1ea', secondary: '#e9e4da', tertiary: '#f0e6d0', quaternary: '#ece7de' }
  : { primary: '#fdf6ec', secondary: '#3b2a1a', tertiary: '#d98e04', quaternary: '#e8d9c5' };
const IMAGE_HOST = 'https://images.bench.test';
// Stand-ins for a workspace's uploads: a landscape, a square and a portrait picture.
const IMAGES = withImages
  ? [
      { url: `${IMAGE_HOST}/ws/c1/landscape.png` },
      { url: `${IMAGE_HOST}/ws/c1/square.png` },
      { url: `${IMAGE_HOST}/ws/c2/portrait.png` },
    ]
  : [];

function picture(url: string): string {
  const [w, h] = url.includes('portrait') ? [600, 900] : url.includes('square') ? [800, 800] : [1200, 800];
  const hue = url.length * 37;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue + 60},50%,35%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w * 0.7}" cy="${h * 0.35}" r="${Math.min(w, h) * 0.18}" fill="hsl(${hue + 20},80%,85%)"/></svg>`;
}

function emailFor(mood: (typeof MOODS)[number]): string {
  const brief = sampleBrief(locale, mood, {
    palette: PALETTE,
    sender: {
      organizationName: 'Night Owl Coffee Co.',
      postalAddress: '12 Congress Ave, Austin, TX 78701',
      website: 'https://nightowl.example',
      logoUrl: stress ? `${IMAGE_HOST}/ws/logo/square.png` : null,
    },
  });
  const written = composeEmail(readBrief(brief), briefSeed(brief));
  const content = stress
    ? {
        ...written,
        headline: `${written.headline} ${written.headline} ${written.headline}`.slice(0, 110),
        intro: `${written.intro} ${written.intro} ${written.intro}`.slice(0, 420),
      }
    : written;
  const design = buildEmailDesign({
    content,
    palette: brief.palette,
    mood,
    sender: brief.sender,
    locale,
    fallbackUrl: 'https://pages.example/night-owl',
    images: IMAGES,
  });
  return renderDesign(design, { lang: locale, title: content.subject });
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const context = await browser.newContext({ deviceScaleFactor: 1 });
await context.route(`${IMAGE_HOST}/**`, (route) =>
  route.fulfill({ contentType: 'image/svg+xml', body: picture(route.request().url()) }),
);
const page = await context.newPage();

const shots: Record<string, string> = {};
const phones: Record<string, string> = {};
const rows: string[] = [];
for (const mood of MOODS) {
  const html = emailFor(mood);
  await page.setViewportSize({ width: 600, height: 1400 });
  await page.setContent(html, { waitUntil: 'load' });
  const wide = await page.screenshot();
  writeFileSync(`${out}/${mood}-600.png`, wide);
  shots[mood] = wide.toString('base64');
  await page.setViewportSize({ width: 375, height: 812 });
  const buttons = await page.$$eval('td[bgcolor] > a, td[bgcolor] > span', (els) =>
    els.map((el) => Math.round(el.getBoundingClientRect().top + window.scrollY)),
  );
  const phone = await page.screenshot({ fullPage: true });
  writeFileSync(`${out}/${mood}-375.png`, phone);
  phones[mood] = phone.toString('base64');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  rows.push(
    `${mood.padEnd(13)} first button top at 375 px: ${String(buttons[0] ?? '-').padStart(5)}  buttons: ${buttons.length}  height at 375: ${height}  html: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB`,
  );
}

// Decoded and compared in the browser, which already reads PNG.
const differences = await page.evaluate(async (images: Record<string, string>) => {
  const pixels: Record<string, Uint8ClampedArray> = {};
  for (const [mood, base64] of Object.entries(images)) {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(bitmap, 0, 0);
    pixels[mood] = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
  }
  const moods = Object.keys(pixels);
  const pairs: Array<[string, string, number]> = [];
  for (let i = 0; i < moods.length; i++) {
    for (let j = i + 1; j < moods.length; j++) {
      const a = pixels[moods[i]];
      const b = pixels[moods[j]];
      let differing = 0;
      for (let p = 0; p < a.length; p += 4) {
        if (
          Math.abs(a[p] - b[p]) > 24 ||
          Math.abs(a[p + 1] - b[p + 1]) > 24 ||
          Math.abs(a[p + 2] - b[p + 2]) > 24
        )
          differing++;
      }
      pairs.push([moods[i], moods[j], differing / (a.length / 4)]);
    }
  }
  return pairs;
}, shots);

/** One picture of every mood side by side, to look at them together. */
async function contactSheet(images: Record<string, string>, width: number, file: string) {
  const cells = Object.entries(images)
    .map(
      ([mood, base64]) =>
        `<figure style="margin:0;width:${width}px"><figcaption style="font:14px sans-serif">${mood}</figcaption><img src="data:image/png;base64,${base64}" style="width:${width}px;display:block;border:1px solid #ccc"></figure>`,
    )
    .join('');
  await page.setViewportSize({ width: 5 * (width + 12), height: 800 });
  await page.setContent(
    `<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start">${cells}</div>`,
  );
  writeFileSync(file, await page.screenshot({ fullPage: true }));
}
await contactSheet(shots, 240, `${out}/sheet-600.png`);
await contactSheet(phones, 188, `${out}/sheet-375.png`);
await browser.close();

for (const row of rows) console.log(row);
const fractions = differences.map(([, , f]) => f);
const mean = fractions.reduce((s, f) => s + f, 0) / fractions.length;
const closest = differences.reduce((min, pair) => (pair[2] < min[2] ? pair : min));
console.log(
  `pixel difference between moods at 600 px (first 1400 px): mean ${(mean * 100).toFixed(1)} %, ` +
    `least different ${closest[0]}/${closest[1]} ${(closest[2] * 100).toFixed(1)} %`,
);
console.log(`PNGs in ${out}/`);
