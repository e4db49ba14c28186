/**
 * The rendered figures of the quality bench detect what a reader would see: text over a gradient,
 * a pale button on its card, a button pushed below the first screen. Runs Debian's Chromium:
 *   DENO_NO_PACKAGE_JSON=1 node_modules/.bin/deno test -A bench/support/generation-quality/
 */

import assert from 'node:assert/strict';
import { openRenderer } from './render-checks.ts';

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;font:16px/1.5 sans-serif}</style></head><body>${body}</body></html>`;

const renderer = await openRenderer(1);

Deno.test({
  name: 'readable text and a solid button on a flat card pass',
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const figures = await renderer.measure(
      page(
        '<div style="background:#ffffff;padding:24px"><p style="color:#1f2937">Fresh sourdough every morning.</p><a href="#" style="display:inline-block;padding:12px 24px;background:#1e3a8a;color:#ffffff">Order now</a></div>',
      ),
      { width: 600, buttonLabel: 'Order now', buttonWidth: 375 },
    );
    assert.deepEqual(figures.failures, []);
    assert.ok(figures.buttonTop !== null && figures.buttonTop < 200);
  },
});

Deno.test({
  name: 'pale text on a flat background fails AA, decided from the CSS',
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const figures = await renderer.measure(
      page('<p style="color:#a8c3a0;background:#f7f5ef">Mats and towels are included.</p>'),
      {
        width: 600,
      },
    );
    assert.equal(figures.failures.length, 1);
    assert.equal(figures.failures[0].kind, 'text');
    assert.ok(figures.failures[0].ratio < 2);
  },
});

Deno.test({
  name: 'text over a gradient fails where the gradient is too close to its colour, read from the pixels',
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    // Dark grey text: fine over the white end, 2:1 over the grey end.
    const figures = await renderer.measure(
      page(
        '<section style="background:linear-gradient(90deg,#ffffff,#8a8a8a);padding:40px"><p style="color:#4a4a4a;margin:0">Unlimited classes for your first month, mats included, small groups of twelve.</p></section>',
      ),
      { width: 800 },
    );
    const text = figures.failures.filter((f) => f.kind === 'text');
    assert.equal(text.length, 1, JSON.stringify(figures.failures));
    assert.ok(text[0].ratio < 4.5);
    const fine = await renderer.measure(
      page(
        '<section style="background:linear-gradient(90deg,#ffffff,#dddddd);padding:40px"><p style="color:#222222;margin:0">Unlimited classes for your first month.</p></section>',
      ),
      { width: 800 },
    );
    assert.deepEqual(fine.failures, []);
  },
});

Deno.test({
  name: 'a button that melts into its card fails 3:1; an outline button is judged by its border',
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const melted = await renderer.measure(
      page(
        '<div style="background:#f4efe6;padding:24px"><a href="#" style="display:inline-block;padding:12px 24px;background:#f4efe6;color:#0f1b2d">Reserve my seat</a></div>',
      ),
      { width: 600 },
    );
    assert.deepEqual(
      melted.failures.map((f) => [f.kind, f.text]),
      [['button', 'Reserve my seat']],
    );
    // An email's button: the link inside a cell of its own colour that hugs it, on a white card.
    const emailButton = await renderer.measure(
      page(
        '<table width="100%" style="background:#ffffff"><tr><td style="padding:20px 40px"><table align="center"><tr><td bgcolor="#5a3217" style="background-color:#5a3217"><a href="#" style="display:inline-block;padding:14px 28px;background-color:#5a3217;color:#ffffff">Claim my 15% off</a></td></tr></table></td></tr></table>',
      ),
      { width: 600 },
    );
    assert.deepEqual(emailButton.failures, []);
    const outlined = await renderer.measure(
      page(
        '<div style="background:#ffffff;padding:24px"><a href="#" style="display:inline-block;padding:12px 24px;border:2px solid #1e3a8a;color:#1e3a8a">Reserve my seat</a></div>',
      ),
      { width: 600 },
    );
    assert.deepEqual(outlined.failures, []);
  },
});

Deno.test({
  name: "the button's top is where a phone shows it, below a long introduction",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const intro = '<p>Everything is baked the same morning and delivered to your door.</p>'.repeat(30);
    const figures = await renderer.measure(
      page(`${intro}<a href="#" style="background:#000;color:#fff;padding:8px">Order now</a>`),
      {
        width: 600,
        buttonLabel: 'Order now',
        buttonWidth: 375,
      },
    );
    assert.ok(figures.buttonTop !== null && figures.buttonTop > 600, String(figures.buttonTop));
  },
});

Deno.test({
  name: 'close the browser',
  sanitizeResources: false,
  sanitizeOps: false,
  fn: () => renderer.close(),
});
