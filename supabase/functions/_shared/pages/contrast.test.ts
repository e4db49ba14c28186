import assert from 'node:assert/strict';
import { AA_LARGE, AA_NORMAL, contrastRatio, relativeLuminance } from '../color.ts';
import type { Palette } from '../content/brief.ts';
import { byTag, parsePage, textOf } from './fixtures/dom.ts';
import { renderEveryTemplate } from './fixtures/render-all.ts';

const TRICKY_PALETTES: Record<string, Palette> = {
  allDark: { primary: '#0a0a0a', secondary: '#1a1a1a', tertiary: '#222222', quaternary: '#111111' },
  allLight: { primary: '#ffffff', secondary: '#f4f4f4', tertiary: '#fafafa', quaternary: '#eeeeee' },
  lowContrastPair: { primary: '#7a7a7a', secondary: '#8a8a8a', tertiary: '#6f6f6f', quaternary: '#858585' },
  saturatedClash: { primary: '#ff0000', secondary: '#00ff00', tertiary: '#0000ff', quaternary: '#ffff00' },
  midBrand: { primary: '#2f6fde', secondary: '#3a7bd5', tertiary: '#f5a623', quaternary: '#4a90e2' },
  darkBrand: { primary: '#12131a', secondary: '#f2f2f5', tertiary: '#e8771e', quaternary: '#3a3f55' },
  darkWarm: { primary: '#1c1917', secondary: '#fb923c', tertiary: '#facc15', quaternary: '#44403c' },
};

/** Every `.s-name{--bg:…;--fg:…}` surface the page declares, with its custom properties. */
function surfaces(page: string): Map<string, Record<string, string>> {
  const css = textOf(byTag(parsePage(page), 'style')[0] ?? parsePage(''));
  const out = new Map<string, Record<string, string>>();
  for (const [, name, body] of css.matchAll(/\.s-([a-z0-9-]+)\{([^}]*)\}/g)) {
    const vars = Object.fromEntries(
      [...(body ?? '').matchAll(/--([a-z0-9-]+):(#[0-9a-f]{6})/g)].map((m) => [m[1], m[2]]),
    );
    if (name && vars.bg) out.set(name, vars as Record<string, string>);
  }
  return out;
}

Deno.test('text on every surface meets WCAG AA in every template for tricky palettes', () => {
  for (const [paletteName, palette] of Object.entries(TRICKY_PALETTES)) {
    for (const [template, page] of renderEveryTemplate(undefined, { palette })) {
      const found = surfaces(page);
      assert.ok(found.has('page'), `${template}: a page surface`);
      for (const [name, v] of found) {
        const where = `${paletteName} ${template} .s-${name}`;
        const backgrounds = [v.bg, v.bg2, v.bg3].filter((c): c is string => Boolean(c));
        for (const bg of backgrounds) {
          for (const role of ['fg', 'muted', 'accent']) {
            const ratio = contrastRatio(v[role] ?? '', bg);
            assert.ok(ratio >= AA_NORMAL, `${where}: --${role} ${v[role]} on ${bg} is ${ratio.toFixed(2)}`);
          }
          assert.ok(contrastRatio(v.field ?? '', bg) >= AA_LARGE, `${where}: input borders`);
          assert.ok(contrastRatio(v['btn-bg'] ?? '', bg) >= AA_LARGE, `${where}: buttons stand out`);
        }
        assert.ok(contrastRatio(v['btn-fg'] ?? '', v['btn-bg'] ?? '') >= AA_NORMAL, `${where}: button label`);
      }
    }
  }
});

Deno.test('text colours come only from surfaces, never from a literal in template CSS', () => {
  for (const [template, page] of renderEveryTemplate()) {
    const css = textOf(byTag(parsePage(page), 'style')[0] ?? parsePage(''));
    const literals = [...css.matchAll(/(?:^|[;{])\s*color:\s*(#[0-9a-f]{3,6})/g)].map((m) => m[1]);
    // The skip link is the one fixed pair: white on near-black.
    assert.deepEqual(literals, ['#ffffff'], `${template}: literal text colours ${literals.join(', ')}`);
  }
});

Deno.test('a dark brand palette stays dark in every template: no washed-out grey page', () => {
  for (const palette of [
    TRICKY_PALETTES.darkBrand,
    { primary: '#1d2b3a', secondary: '#fdf6ec', tertiary: '#f2b705', quaternary: '#4c6a85' },
  ]) {
    for (const [template, page] of renderEveryTemplate(undefined, { palette })) {
      const found = surfaces(page);
      const pageSurface = found.get('page');
      assert.ok(pageSurface, template);
      assert.ok(relativeLuminance(pageSurface.bg ?? '') < 0.05, `${template}: page ${pageSurface.bg}`);
      assert.ok(
        relativeLuminance(pageSurface.fg ?? '') > 0.6,
        `${template}: text ${pageSurface.fg} is light`,
      );
      const light = [...found.values()].filter((v) => relativeLuminance(v.bg ?? '') > 0.4).length;
      assert.ok(light <= 1, `${template}: ${light} light surfaces on a dark palette`);
    }
  }
});

Deno.test('gradients behind hero text paint only the surface colours the text was checked on', () => {
  for (const [template, page] of renderEveryTemplate()) {
    const css = textOf(byTag(parsePage(page), 'style')[0] ?? parsePage(''));
    for (const [, selector, body] of css.matchAll(/([^{}]*hero[^{}]*)\{([^}]*gradient\([^}]*)\}/g)) {
      // A grid of 1px lines (Solid) is texture, not a background the text sits on.
      if (/1px,transparent 1px/.test(body ?? '')) continue;
      const literals = (body ?? '').match(/#[0-9a-f]{6}/g) ?? [];
      assert.deepEqual(literals, [], `${template} ${selector?.trim()}: colours outside the checked surface`);
    }
  }
});
