import assert from 'node:assert/strict';
import { renderDesign } from '../email/render-design.ts';
import { generatedDesign } from '../email/test-designs.ts';
import { sendSettings } from './config.ts';
import {
  asciiSlug,
  batchSizeFor,
  MAX_BATCH_BYTES,
  messageLanguage,
  prepareCampaign,
  recipientMessage,
  withViewInBrowser,
} from './message.ts';
import { htmlToText } from './plain-text.ts';
import type { CampaignToSend } from './store.ts';

const settings = sendSettings({
  SUPABASE_URL: 'https://project.supabase.co',
  SITE_URL: 'https://app.example/',
  RESEND_BASE_URL: 'http://127.0.0.1:54324/resend',
});

const campaign = (html: string, extra: Partial<CampaignToSend> = {}): CampaignToSend => ({
  id: 'd4a3f6e5-0000-4000-8000-000000000001',
  html,
  subject: 'Conoce Night Owl Cold Brew',
  senderName: 'Night Owl Coffee Co.',
  senderDomain: null,
  replyTo: 'hello@nightowl.example',
  slug: 'night-owl',
  attachments: [],
  ...extra,
});

const recipient = { id: 7, email: 'ana@example.test', unsubscribeToken: 'tok-7' };
const UNSUBSCRIBE = 'https://project.supabase.co/functions/v1/unsubscribe?token=tok-7';

Deno.test('the settings: shared domain and suffix by default locally, the web version on SITE_URL (or PUBLIC_PAGES_BASE_URL)', () => {
  assert.equal(settings.sharedDomain, 'mail.pitchcraft.test');
  assert.equal(settings.sharedFromSuffix, 'via Pitchcraft');
  assert.equal(settings.publicPagesBaseUrl, 'https://app.example');
  assert.equal(sendSettings({ RESEND_API_KEY: 're_live' }).sharedDomain, null, 'production names its own');
  const hosted = sendSettings({
    RESEND_API_KEY: 're_live',
    SEND_SHARED_DOMAIN: 'Mail.Pitchcraft.com',
    SEND_SHARED_FROM_SUFFIX: 'vía Pitchcraft',
    PUBLIC_PAGES_BASE_URL: 'https://pages.example/',
    SITE_URL: 'https://app.example',
    SEND_PROCESSOR_CPU_BUDGET_MS: '900',
  });
  assert.deepEqual(
    [hosted.sharedDomain, hosted.sharedFromSuffix, hosted.publicPagesBaseUrl, hosted.cpuBudgetMs],
    ['mail.pitchcraft.com', 'vía Pitchcraft', 'https://pages.example', 900],
  );
  assert.throws(() => sendSettings({ SEND_SHARED_DOMAIN: 'not a domain' }), /SEND_SHARED_DOMAIN/);
});

Deno.test('a generated email: the text part reads as the message does, with the unsubscribe link resolved and nothing hidden', () => {
  const html = renderDesign(generatedDesign('es', 'modern'), { lang: 'es' });
  const message = recipientMessage(prepareCampaign(campaign(html), settings), recipient, settings);
  const text = message.text ?? '';
  assert.ok(
    text.startsWith('Ver este correo en el navegador: https://app.example/pages/night-owl\n\n'),
    text,
  );
  assert.match(text, /\nAsí es Night Owl Cold Brew\n=+\n/);
  assert.match(text, /Mira cómo funciona \(https:\/\/pages\.example\/night-owl\)/);
  assert.ok(text.includes(`Cancelar suscripción (${UNSUBSCRIBE})`), 'the link of this recipient');
  assert.ok(!text.includes('{{'), 'no placeholder left');
  // Nothing of the head, the styles, Outlook's comments or the hidden preheader (and its fillers).
  for (const junk of ['{', '}', 'mso', '<', '&#', '\u2007', '\u034f', 'color-scheme']) {
    assert.ok(!text.includes(junk), `no ${JSON.stringify(junk)} in the text`);
  }
  assert.ok(!/\n{3,}/.test(text), 'at most one blank line');
  // The HTML: the view-in-browser line right after the hidden preheader, before the content.
  const body = message.html.slice(message.html.indexOf('<body'));
  const preheader = body.indexOf('display:none');
  const view = body.indexOf('Ver este correo en el navegador');
  const headline = body.indexOf('Así es Night Owl Cold Brew');
  assert.ok(preheader > 0 && preheader < view && view < headline, `${preheader} < ${view} < ${headline}`);
  assert.ok(message.html.includes('href="https://app.example/pages/night-owl"'));
  assert.equal(
    message.from,
    '"Night Owl Coffee Co. via Pitchcraft" <night-owl-coffee-co@mail.pitchcraft.test>',
  );
  assert.equal(message.replyTo, 'hello@nightowl.example');
});

Deno.test('htmlToText: headings, paragraphs, links as text (url), lists, breaks; no CSS, script or hidden text', () => {
  const text = htmlToText(`<!DOCTYPE html><html><head><title>T</title><style>p{color:red}</style></head><body>
    <div style="display: none; max-height:0">Preheader text&#8199;&#847;&#8199;</div>
    <!--[if mso]><table><tr><td>Outlook only<![endif]-->
    <h1>Spring   tune-up</h1>
    <p>Bring your bike in.<br>Open <b>every</b> day.</p>
    <ul><li>Brakes</li><li>Gears<ol><li>Front</li><li>Rear</li></ol></li></ul>
    <p><a href="https://bluebird.example/book">Book a slot</a> or <a href="https://bluebird.example">https://bluebird.example</a>
    or <a href="mailto:hi@bluebird.example">hi@bluebird.example</a>. <a href="#top">Top</a></p>
    <a href="https://bluebird.example"><img src="logo.png" alt="Bluebird Bikes"></a>
    <script>alert(1)</script><p hidden>Hidden</p><span style="visibility:hidden">Ghost</span>
    <p>Caf&eacute; &amp; more&nbsp;soon</p><a href="{{unsubscribe_url}}">Unsubscribe</a>
  </body></html>`);
  assert.equal(
    text,
    [
      'Spring tune-up',
      '==============',
      '',
      'Bring your bike in.',
      'Open every day.',
      '',
      '- Brakes',
      '- Gears',
      '  1. Front',
      '  2. Rear',
      '',
      'Book a slot (https://bluebird.example/book) or https://bluebird.example or hi@bluebird.example. Top',
      '',
      'Bluebird Bikes (https://bluebird.example)',
      '',
      'Café & more soon',
      '',
      'Unsubscribe ({{unsubscribe_url}})',
      '',
    ].join('\n'),
  );
});

Deno.test('the view-in-browser line: readable on a dark body, first when there is no body tag; language from <html lang>', () => {
  const dark = withViewInBrowser(
    '<html><body style="background-color:#101820;"><p>Hi</p></body></html>',
    'https://a.example/pages/x',
    'View',
  );
  assert.match(dark, /<body[^>]*>\n<div[^>]*color:#e8e8e8;/);
  assert.ok(withViewInBrowser('<p>Hi</p>', 'https://a.example/pages/x', 'View').startsWith('<div'));
  assert.equal(messageLanguage('<html lang="es-ES">'), 'es');
  assert.equal(messageLanguage('<p>Hola</p>'), 'en');
  // No slug (or no public address): no line and no web version.
  const prepared = prepareCampaign(campaign('<p>Hi</p>', { slug: null }), settings);
  assert.deepEqual([prepared.webVersionUrl, prepared.html, prepared.text], [null, '<p>Hi</p>', 'Hi\n']);
  // The slug is escaped in the address; the own domain keeps SEND_FROM_LOCAL_PART.
  const own = prepareCampaign(campaign('<p>Hi</p>', { senderDomain: 'News.Nightowl.example' }), settings);
  assert.equal(own.from, '"Night Owl Coffee Co." <news@news.nightowl.example>');
});

Deno.test('asciiSlug: accents dropped, other scripts give nothing (the caller then uses news)', () => {
  assert.equal(asciiSlug('Panadería Casa Verde'), 'panaderia-casa-verde');
  assert.equal(asciiSlug('  Harbor & Pine Studio!  '), 'harbor-pine-studio');
  assert.equal(asciiSlug('東京'), '');
  assert.ok(asciiSlug('x'.repeat(100)).length <= 40);
});

Deno.test('batchSizeFor: 100 for an ordinary email, fewer when 100 would pass 20 MB, never 0', () => {
  assert.equal(batchSizeFor('x'.repeat(110_000), 'y'.repeat(20_000)), 100);
  const size = batchSizeFor('x'.repeat(1_000_000), 'y'.repeat(100_000));
  assert.ok(size >= 10 && size < 20, String(size));
  assert.ok(size * 1_100_000 <= MAX_BATCH_BYTES);
  assert.equal(batchSizeFor('x'.repeat(30_000_000), ''), 1);
});
