import assert from 'node:assert/strict';
import { SAMPLE_PALETTE } from '../ai/test-briefs.ts';
import type { EmailContent } from '../content/email-content.ts';
import { buildEmailDesign } from './build-design.ts';
import { renderDesign } from './render-design.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import { scriptHazards } from './test-html.ts';
import { column, content, DesignCounter, row } from './unlayer-blocks.ts';

/** Payloads from the usual XSS cheat sheets: tags, handlers, script URLs, breakouts, SVG, CSS. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<div style="width: expression(alert(1))">x</div>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="color:red;behavior:url(x.htc)">x</p>',
  '<form action="https://evil.example"><input name=q><button formaction=javascript:alert(1)>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<a href=javascript:alert(1) onclick=alert(1)>x</a>',
  '<img src="https://ok.example/a.png" onerror="alert(1)" alt="x">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--[if gte mso 9]><script>alert(1)</script><![endif]-->',
  '</style><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  'javascript:alert(1)',
  '{{unsubscribe_url}}" onmouseover="alert(1)',
];

function hostileContent(payload: string): EmailContent {
  return {
    subject: payload,
    preheader: payload,
    headline: payload,
    intro: payload,
    sections: [{ heading: payload, body: `${payload}\n• ${payload}` }],
    callToAction: { label: payload, url: payload },
    closing: payload,
    legal: payload,
  };
}

Deno.test('generated fields: no payload becomes script, handler or script URL', () => {
  for (const payload of CORPUS) {
    const design = buildEmailDesign({
      content: hostileContent(payload),
      palette: SAMPLE_PALETTE,
      mood: 'modern',
      sender: { organizationName: payload, postalAddress: payload, website: payload, logoUrl: payload },
      locale: 'en',
      fallbackUrl: payload,
    });
    const html = renderDesign(design, { lang: 'en', title: payload });
    assert.deepEqual(scriptHazards(html), [], payload);
  }
});

Deno.test('Unlayer fields a user can edit: no payload survives the renderer', () => {
  for (const payload of CORPUS) {
    const counter = new DesignCounter();
    const contents = [
      content(counter, 'text', {
        text: payload,
        color: payload,
        fontFamily: { label: payload, value: payload },
        containerPadding: payload,
      }),
      content(counter, 'heading', {
        text: payload,
        headingType: payload,
        fontSize: payload,
        letterSpacing: payload,
      }),
      content(counter, 'button', {
        text: payload,
        href: { name: 'web', values: { href: payload } },
        buttonColors: { color: payload, backgroundColor: payload },
        borderRadius: payload,
      }),
      content(counter, 'image', {
        src: { url: payload, width: payload },
        altText: payload,
        action: { values: { href: payload } },
      }),
      content(counter, 'html', { html: payload }),
      content(counter, 'social', { icons: { icons: [{ name: payload, url: payload }] } }),
      content(counter, 'menu', {
        menu: { items: [{ text: payload, link: { values: { href: payload } } }] },
        separator: payload,
        linkColor: payload,
      }),
      content(counter, 'divider', {
        border: { borderTopColor: payload, borderTopStyle: payload },
        width: payload,
      }),
      content(counter, 'spacer', { height: payload }),
    ];
    const design = {
      counters: counter.counters,
      body: {
        rows: [
          row(counter, [column(counter, contents, { backgroundColor: payload, padding: payload })], {
            backgroundColor: payload,
          }),
        ],
        values: {
          backgroundColor: payload,
          textColor: payload,
          fontFamily: { value: payload },
          preheaderText: payload,
          contentWidth: payload,
        },
      },
      schemaVersion: 16,
    };
    const html = renderDesign(design, { lang: payload });
    assert.deepEqual(scriptHazards(html), [], payload);
  }
});

Deno.test('the sanitizer keeps ordinary formatting and safe links', () => {
  const out = sanitizeHtml(
    '<p style="color:#333;font-weight:bold">Hi <a href="https://x.example/?a=1" target="_blank">there</a><br><em>you</em></p>',
  );
  assert.equal(
    out,
    '<p style="color:#333;font-weight:bold">Hi <a href="https://x.example/?a&#61;1" target="_blank" rel="noopener">there</a><br><em>you</em></p>',
  );
  assert.equal(sanitizeHtml('<b>unclosed <i>tags'), '<b>unclosed <i>tags</i></b>');
  assert.equal(sanitizeHtml('5 < 6 & 7 > 3'), '5 &lt; 6 &amp; 7 &gt; 3');
});
