import { AA_LARGE, AA_NORMAL, contrastRatio, ensureContrast } from '../../color.ts';
import type { Palette } from '../../content/brief.ts';
import { blend } from './blend.ts';

/** A background and every colour that may sit on it, each checked against it (WCAG AA). */
export interface Surface {
  bg: string;
  /** Second stop of a gradient background: text must read on both ends. */
  bg2?: string;
  /** A third colour painted behind the text (a second glow): text reads on it too. */
  bg3?: string;
  fg: string;
  muted: string;
  accent: string;
  /** Decorative lines. */
  line: string;
  /** Borders of inputs: non-text contrast (3:1). */
  field: string;
  btnBg: string;
  btnFg: string;
}

export interface SurfaceInput {
  bg: string;
  bg2?: string;
  bg3?: string;
  /** Preferred text colour; defaults to the palette's secondary (the role for text). */
  fg?: string;
  accent?: string;
  line?: string;
  btnBg?: string;
  btnFg?: string;
}

/** `preferred`, or the least-changed shade of it, that reaches `ratio` on every background. */
export function readableOn(preferred: string, backgrounds: readonly string[], ratio = AA_NORMAL): string {
  let fg = preferred;
  for (let round = 0; round < 4; round++) {
    for (const bg of backgrounds) fg = ensureContrast(fg, bg, ratio);
    if (backgrounds.every((bg) => contrastRatio(fg, bg) >= ratio)) return fg;
  }
  const fallback = ['#ffffff', '#000000'].find((c) =>
    backgrounds.every((bg) => contrastRatio(c, bg) >= ratio),
  );
  return fallback ?? '#000000';
}

/**
 * The gradient's second stop, pulled back towards the first until some text colour can still
 * read on both ends (a dark-to-light gradient has none).
 */
function readableStop(bg: string, bg2: string): string {
  for (let t = 1; t > 0; t -= 0.1) {
    const stop = blend(bg, bg2, t);
    const worst = (c: string) => Math.min(contrastRatio(c, bg), contrastRatio(c, stop));
    if (Math.max(worst('#ffffff'), worst('#000000')) >= AA_NORMAL + 0.5) return stop;
  }
  return bg;
}

/**
 * The wanted text colour, unless it sits on the wrong side of the background (dark on dark, as a
 * template's "page-coloured text on a deep band" gives with a dark palette): then the palette's
 * text or background colour that reads best, instead of a grey shade barely passing AA.
 */
function sideOf(preferred: string, backgrounds: readonly string[], palette: Palette): string {
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  if (worst(preferred) >= AA_LARGE) return preferred;
  return [palette.secondary, palette.primary].sort((a, b) => worst(b) - worst(a))[0] ?? preferred;
}

export function makeSurface(input: SurfaceInput, palette: Palette): Surface {
  const bg2 = input.bg2 ? readableStop(input.bg, input.bg2) : undefined;
  const bg3 = input.bg3 ? readableStop(input.bg, input.bg3) : undefined;
  // Every colour a template paints behind this surface's text, so the text is checked on each.
  const backgrounds = [input.bg, bg2, bg3].filter((c): c is string => c !== undefined);
  const fg = readableOn(sideOf(input.fg ?? palette.secondary, backgrounds, palette), backgrounds);
  const btnBg = readableOn(input.btnBg ?? palette.secondary, backgrounds, AA_LARGE);
  return {
    bg: input.bg,
    bg2,
    bg3,
    fg,
    muted: readableOn(blend(fg, input.bg, 0.28), backgrounds),
    accent: readableOn(input.accent ?? palette.tertiary, backgrounds),
    line: readableOn(input.line ?? palette.quaternary, backgrounds, 1.35),
    field: readableOn(input.line ?? palette.quaternary, backgrounds, AA_LARGE),
    btnBg,
    btnFg: readableOn(sideOf(input.btnFg ?? input.bg, [btnBg], palette), [btnBg]),
  };
}

/** A class that sets the surface's custom properties; sections and cards opt in by class. */
export function surfaceCss(name: string, s: Surface): string {
  const vars = [
    `--bg:${s.bg}`,
    s.bg2 ? `--bg2:${s.bg2}` : '',
    s.bg3 ? `--bg3:${s.bg3}` : '',
    `--fg:${s.fg}`,
    `--muted:${s.muted}`,
    `--accent:${s.accent}`,
    `--line:${s.line}`,
    `--field:${s.field}`,
    `--btn-bg:${s.btnBg}`,
    `--btn-fg:${s.btnFg}`,
  ].filter(Boolean);
  return `.s-${name}{${vars.join(';')};background-color:var(--bg);color:var(--fg)}`;
}
