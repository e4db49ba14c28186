import assert from 'node:assert/strict';
import { escapeAttribute, escapeHtml, safeUrl } from './escape.ts';

Deno.test('escapeHtml escapes markup and quotes', () => {
  assert.equal(
    escapeHtml('<b a="1">Tom & Jerry\'s</b>'),
    '&lt;b a=&quot;1&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;',
  );
  assert.equal(escapeHtml(undefined), '');
  assert.equal(escapeHtml(null), '');
});

Deno.test('escapeAttribute prevents breaking out of a quoted attribute', () => {
  const out = escapeAttribute('"><script>alert(1)</script>`=\u0000');
  assert.ok(!['"', '<', '>', '`', '=', String.fromCharCode(0)].some((ch) => out.includes(ch)));
  assert.equal(escapeAttribute("a'b"), 'a&#39;b');
});

Deno.test('safeUrl allows web, mail, phone, relative and the unsubscribe placeholder', () => {
  for (const url of [
    'https://example.com/a?b=1#c',
    'http://example.com',
    'mailto:hi@example.com',
    'tel:+15551234',
    '/pages/spring',
    '#lead-form',
    '?utm=1',
    '{{unsubscribe_url}}',
    'HTTPS://EXAMPLE.COM',
  ]) {
    assert.equal(safeUrl(url), url, url);
  }
});

Deno.test('safeUrl refuses script and data schemes, however disguised', () => {
  for (const url of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    'file:///etc/passwd',
    '',
    null,
  ]) {
    assert.equal(safeUrl(url), '#', String(url));
  }
});

Deno.test('safeUrl encodes inner spaces and trims the ends', () => {
  assert.equal(safeUrl('  https://example.com/a b  '), 'https://example.com/a%20b');
});
