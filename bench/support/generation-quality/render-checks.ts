/// <reference lib="dom" />
/// <reference lib="deno.ns" />
/**
 * What the quality bench measures on the rendered HTML, in Debian's Chromium (one browser for the
 * whole run): where the primary button's top lands on a phone, and contrast as a reader sees it.
 * Contrast is read from pixels, not from CSS: the page is screenshotted with every glyph made
 * transparent, so what is behind each line of text (flat colour, gradient, art, photo) is there to
 * sample; each text's colour is then compared with the pixels behind it (AA: 4.5:1, 3:1 for large
 * text), and each button's fill (or border, for an outline button) with the card around it (3:1).
 */

import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type Page,
} from 'npm:playwright-core@^1.65.1';

export const CHROMIUM_PATH = Deno.env.get('CHROMIUM_PATH') ?? '/usr/bin/chromium';

export interface ContrastFailure {
  kind: 'text' | 'button';
  text: string;
  /** The contrast most of the pixels reach (98 % of them for text; the median of the card for a button). */
  ratio: number;
  required: number;
  colour: string;
  against: string;
}

export interface RenderFigures {
  /** Top of the first element labelled with the button's label, in CSS px from the top of the document; null when not found. */
  buttonTop: number | null;
  failures: ContrastFailure[];
}

export interface Renderer {
  /** Contrast at `width`; the button's top at `buttonWidth` (a phone). */
  measure(
    html: string,
    options: { width: number; buttonLabel?: string; buttonWidth?: number },
  ): Promise<RenderFigures>;
  /** A full-page PNG at this width, at most `maxHeight` px tall. */
  screenshot(html: string, width: number, maxHeight: number): Promise<Uint8Array>;
  /** A page of the same browser, for tiling screenshots. */
  blankPage(): Promise<Page>;
  close(): Promise<void>;
}

const HIDE_TEXT = `*,*::before,*::after{color:transparent!important;-webkit-text-fill-color:transparent!important;text-shadow:none!important;text-decoration-color:transparent!important;caret-color:transparent!important}::placeholder{color:transparent!important}`;

interface TextItem {
  text: string;
  rgba: [number, number, number, number];
  large: boolean;
  rects: { x: number; y: number; w: number; h: number }[];
}

interface ButtonItem {
  text: string;
  border: [number, number, number, number] | null;
  rect: { x: number; y: number; w: number; h: number };
}

interface Collected {
  /** Failures over flat colours, decided from the CSS. */
  failures: ContrastFailure[];
  /** Texts and buttons over a gradient, an image or art: decided from pixels. */
  texts: TextItem[];
  buttons: ButtonItem[];
}

/**
 * Runs in the page: the text runs and buttons a reader sees. Over flat colours (every box behind
 * them a plain background colour, no art overlapping) contrast is decided here from the CSS;
 * the others are returned for the pixels, so most emails need no screenshot at all.
 */
function collectInPage(): Collected {
  type Rgba = [number, number, number, number];
  type Box = { x: number; y: number; w: number; h: number };
  const rgba = (css: string): Rgba => {
    const n = css.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1];
  };
  const over = (top: Rgba, under: Rgba): Rgba => [
    top[0] * top[3] + under[0] * (1 - top[3]),
    top[1] * top[3] + under[1] * (1 - top[3]),
    top[2] * top[3] + under[2] * (1 - top[3]),
    1,
  ];
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (c: Rgba) => 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const hex = (c: Rgba) =>
    `#${c
      .slice(0, 3)
      .map((v) => Math.round(v).toString(16).padStart(2, '0'))
      .join('')}`;
  const opacityOf = (el: Element | null) => {
    let opacity = 1;
    for (let e = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    return opacity;
  };
  /** The flat colour behind an element, or null when a gradient or an image is behind it. */
  const flatBehind = (el: Element | null): Rgba | null => {
    const layers: Rgba[] = [];
    for (let e = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.backgroundImage !== 'none') return null;
      const colour = rgba(style.backgroundColor);
      if (colour[3] > 0.01) layers.push(colour);
      if (colour[3] >= 0.99) break;
    }
    return layers.reduceRight<Rgba>((under, layer) => over(layer, under), [255, 255, 255, 1]);
  };
  const sx = window.scrollX;
  const sy = window.scrollY;
  const boxOf = (r: DOMRect): Box => ({ x: r.left + sx, y: r.top + sy, w: r.width, h: r.height });
  const art: Box[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.matches('img,svg,picture,canvas,video') || getComputedStyle(el).backgroundImage !== 'none') {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) art.push(boxOf(r));
    }
  }
  const onArt = (box: Box) =>
    art.some((a) => a.x < box.x + box.w && box.x < a.x + a.w && a.y < box.y + box.h && box.y < a.y + a.h);

  const failures: ContrastFailure[] = [];
  const texts: TextItem[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent?.trim()) continue;
    if (el.closest('script,style,noscript,template,option,title,svg')) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (style.visibility !== 'visible' || box.width <= 2 || box.height <= 2) continue;
    const fontSize = Number.parseFloat(style.fontSize);
    if (!(fontSize > 1)) continue;
    const colour = rgba(style.color);
    colour[3] *= opacityOf(el);
    if (colour[3] < 0.05) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()]
      .filter((r) => r.width >= 2 && r.height >= 2)
      .map(boxOf)
      // Parked off the page (a skip link, a honeypot): not read.
      .filter((r) => r.x + r.w > 0 && r.y + r.h > 0 && r.x < document.documentElement.scrollWidth);
    if (!rects.length) continue;
    const weight = Number(style.fontWeight) || (style.fontWeight === 'bold' ? 700 : 400);
    const item: TextItem = {
      text: node.textContent.trim().replace(/\s+/g, ' ').slice(0, 70),
      rgba: colour,
      large: fontSize >= 24 || (fontSize >= 18.66 && weight >= 700),
      rects,
    };
    const behind = flatBehind(el);
    if (!behind || rects.some(onArt)) {
      texts.push(item);
      continue;
    }
    const required = item.large ? 3 : 4.5;
    const reached = ratio(over(colour, behind), behind);
    if (reached < required) {
      failures.push({
        kind: 'text',
        text: item.text,
        ratio: reached,
        required,
        colour: hex(colour),
        against: hex(behind),
      });
    }
  }
  const buttons: ButtonItem[] = [];
  for (const el of document.querySelectorAll('a, button, input[type=submit], [role=button]')) {
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    if (style.visibility !== 'visible' || r.width < 24 || r.height < 16) continue;
    const background = rgba(style.backgroundColor);
    const fill = background[3] > 0.05 || style.backgroundImage !== 'none';
    const borderWidth = Number.parseFloat(style.borderTopWidth) || 0;
    const border =
      borderWidth >= 1 && rgba(style.borderTopColor)[3] > 0.05 ? rgba(style.borderTopColor) : null;
    if (!fill && !border) continue;
    // The button as seen: an email's button is a link inside a cell of the same colour that hugs it.
    let outer: Element = el;
    let box = r;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const ar = a.getBoundingClientRect();
      if (ar.width > box.width + 8 || ar.height > box.height + 8) break;
      outer = a;
      box = ar;
    }
    const item: ButtonItem = {
      text: ((el as HTMLElement).innerText || (el as HTMLInputElement).value || '').trim().slice(0, 50),
      border,
      rect: boxOf(box),
    };
    if (item.rect.x + item.rect.w <= 0 || item.rect.y + item.rect.h <= 0) continue;
    const card = flatBehind(outer.parentElement);
    if (!card || style.backgroundImage !== 'none' || onArt(item.rect)) {
      buttons.push(item);
      continue;
    }
    const filled = over(background, card);
    const best = Math.max(ratio(filled, card), border ? ratio(over(border, card), card) : 0);
    if (best < 3) {
      failures.push({
        kind: 'button',
        text: item.text,
        ratio: best,
        required: 3,
        colour: hex(filled),
        against: hex(card),
      });
    }
  }
  return { failures, texts, buttons };
}

/** Runs in the page: the top of the first link or button showing this label. */
function buttonTopInPage(label: string): number | null {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const wanted = norm(label);
  for (const el of document.querySelectorAll('a, button')) {
    if (norm((el as HTMLElement).innerText) === wanted)
      return el.getBoundingClientRect().top + window.scrollY;
  }
  return null;
}

/** Runs in a blank page: decodes the screenshot and compares colours with the pixels behind them. */
async function contrastInDecoder(input: {
  png: string;
  /** Screenshot pixels per CSS px. */
  scale: number;
  texts: TextItem[];
  buttons: ButtonItem[];
}): Promise<ContrastFailure[]> {
  const image = new Image();
  image.src = `data:image/png;base64,${input.png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  const k = input.scale;
  /** The pixel at CSS coordinates, or null outside the page (a skip link parked above it). */
  const pixel = (x: number, y: number): [number, number, number] | null => {
    const px = Math.floor(x * k);
    const py = Math.floor(y * k);
    if (px < 0 || py < 0 || px >= width || py >= height) return null;
    const i = (py * width + px) * 4;
    return [data[i], data[i + 1], data[i + 2]];
  };
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r, g, b]: readonly number[]) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const ratio = (a: readonly number[], b: readonly number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const hex = (c: readonly number[]) =>
    `#${c
      .slice(0, 3)
      .map((v) => Math.round(v).toString(16).padStart(2, '0'))
      .join('')}`;
  const quantile = (values: number[], q: number) =>
    values.sort((a, b) => a - b)[Math.floor(q * (values.length - 1))];
  const median = (pixels: [number, number, number][]) =>
    [0, 1, 2].map((ch) =>
      quantile(
        pixels.map((p) => p[ch]),
        0.5,
      ),
    );

  const failures: ContrastFailure[] = [];
  for (const item of input.texts) {
    const required = item.large ? 3 : 4.5;
    const [r, g, b, a] = item.rgba;
    const ratios: number[] = [];
    let worstBehind: number[] = [0, 0, 0];
    let worst = Number.POSITIVE_INFINITY;
    for (const rect of item.rects) {
      const step = Math.max(1 / k, Math.min(rect.w, rect.h) / 6);
      for (let y = rect.y + 1; y < rect.y + rect.h - 1; y += step) {
        for (let x = rect.x + 1; x < rect.x + rect.w - 1; x += step) {
          const behind = pixel(x, y);
          if (!behind) continue;
          const seen = [
            r * a + behind[0] * (1 - a),
            g * a + behind[1] * (1 - a),
            b * a + behind[2] * (1 - a),
          ];
          const value = ratio(seen, behind);
          ratios.push(value);
          if (value < worst) {
            worst = value;
            worstBehind = behind;
          }
        }
      }
    }
    if (!ratios.length) continue;
    // 98 % of the pixels: the anti-aliased edge of a box behind a line is not what a reader reads against.
    const reached = quantile(ratios, 0.02);
    if (reached < required) {
      failures.push({
        kind: 'text',
        text: item.text,
        ratio: reached,
        required,
        colour: hex(item.rgba),
        against: hex(worstBehind),
      });
    }
  }
  for (const button of input.buttons) {
    const { x, y, w, h } = button.rect;
    const inside: [number, number, number][] = [];
    const ring: [number, number, number][] = [];
    const add = (to: [number, number, number][], value: [number, number, number] | null) => {
      if (value) to.push(value);
    };
    for (let py = y + 4; py < y + h - 4; py += 3) {
      for (let px = x + 4; px < x + w - 4; px += 3) add(inside, pixel(px, py));
    }
    // The card: a band just outside the button's box, past any anti-aliased edge.
    for (let px = x; px < x + w; px += 3) {
      add(ring, pixel(px, y - 5));
      add(ring, pixel(px, y + h + 5));
    }
    for (let py = y; py < y + h; py += 3) {
      add(ring, pixel(x - 5, py));
      add(ring, pixel(x + w + 5, py));
    }
    if (inside.length < 4 || ring.length < 8) continue;
    const fill = median(inside);
    const card = median(ring);
    const best = Math.max(ratio(fill, card), button.border ? ratio(button.border, card) : 0);
    if (best < 3) {
      failures.push({
        kind: 'button',
        text: button.text,
        ratio: best,
        required: 3,
        colour: hex(fill),
        against: hex(card),
      });
    }
  }
  return failures;
}

/** Screenshots for contrast are taken at half resolution: backgrounds, not glyphs, are sampled. */
const SAMPLE_SCALE = 0.5;

interface Lane {
  page: Page;
  cdp: CDPSession;
  decoder: Page;
}

async function openLane(context: BrowserContext): Promise<Lane> {
  const page = await context.newPage();
  return { page, cdp: await context.newCDPSession(page), decoder: await context.newPage() };
}

async function load(lane: Lane, html: string, width: number): Promise<number> {
  await lane.page.setViewportSize({ width, height: 900 });
  await lane.page.setContent(html, { waitUntil: 'load' });
  return await lane.page.evaluate(() => document.documentElement.scrollHeight);
}

async function capture(lane: Lane, width: number, height: number, scale: number): Promise<string> {
  const shot = await lane.cdp.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: { x: 0, y: 0, width, height, scale },
  });
  return shot.data;
}

/** One browser for the run, and `lanes` pages reused document after document (opening pages is slow). */
export async function openRenderer(lanes = 2): Promise<Renderer> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: 'reduce' });
  // Rendered pages may point at the project's storage; the bench stays offline.
  await context.route(/^https?:/, (route) => route.abort());
  const idle: Lane[] = await Promise.all(Array.from({ length: lanes }, () => openLane(context)));
  const waiting: ((lane: Lane) => void)[] = [];
  const withLane = async <T>(work: (lane: Lane) => Promise<T>): Promise<T> => {
    const lane = idle.pop() ?? (await new Promise<Lane>((resolve) => waiting.push(resolve)));
    try {
      return await work(lane);
    } finally {
      const next = waiting.shift();
      if (next) next(lane);
      else idle.push(lane);
    }
  };
  return {
    measure: (html, { width, buttonLabel, buttonWidth }) =>
      withLane(async (lane) => {
        const height = await load(lane, html, width);
        const { failures, texts, buttons } = await lane.page.evaluate(collectInPage);
        if (texts.length || buttons.length) {
          // The whole page in the viewport (no template sizes by the viewport's height): one capture.
          await lane.page.setViewportSize({ width, height });
          await lane.page.addStyleTag({ content: HIDE_TEXT });
          const png = await capture(lane, width, height, SAMPLE_SCALE);
          failures.push(
            ...(await lane.decoder.evaluate(contrastInDecoder, { png, scale: SAMPLE_SCALE, texts, buttons })),
          );
        }
        let buttonTop: number | null = null;
        if (buttonLabel) {
          await lane.page.setViewportSize({ width: buttonWidth ?? width, height: 900 });
          buttonTop = await lane.page.evaluate(buttonTopInPage, buttonLabel);
        }
        return { buttonTop, failures };
      }),
    screenshot: (html, width, maxHeight) =>
      withLane(async (lane) => {
        const height = Math.min(await load(lane, html, width), maxHeight);
        await lane.page.setViewportSize({ width, height });
        return decodeBase64(await capture(lane, width, height, 1));
      }),
    blankPage: () => context.newPage(),
    close: () => browser.close(),
  };
}

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
