import assert from 'node:assert/strict';
import { cleanSource, utmSourceOf } from './visit-source.ts';

Deno.test('cleanSource: lower case, www. dropped, anything else as one dash, 100 at most, else direct', () => {
  const cases: [string | null | undefined, string][] = [
    ['Newsletter', 'newsletter'],
    ['News Letter!', 'news-letter'],
    ['www.Google.com', 'google.com'],
    ['  spring_mailer-2026  ', 'spring_mailer-2026'],
    ['<script>', 'script'],
    ['x'.repeat(500), 'x'.repeat(100)],
    // Cut at 100, then no dash left at the end.
    [`${'a'.repeat(99)} b`, 'a'.repeat(99)],
    ['<>', 'direct'],
    ['', 'direct'],
    [null, 'direct'],
    [undefined, 'direct'],
  ];
  for (const [value, expected] of cases) {
    const cleaned = cleanSource(value);
    assert.equal(cleaned, expected, JSON.stringify(value));
    // The database's check on page_events, leads and page_activity.
    assert.match(cleaned, /^[a-z0-9._-]{1,100}$/);
  }
});

Deno.test("utmSourceOf: the address's utm_source as the link says it; '' without one", () => {
  assert.equal(
    utmSourceOf('https://pages.example/pages/x?utm_medium=email&utm_source=News%20Letter'),
    'News Letter',
  );
  assert.equal(utmSourceOf('https://pages.example/pages/x?utm_source=a+b&utm_source=c'), 'a b');
  assert.equal(utmSourceOf('https://pages.example/pages/x'), '');
  assert.equal(utmSourceOf('https://pages.example/'), '');
  assert.equal(utmSourceOf('not a url?utm_source=x'), '');
  assert.equal(utmSourceOf(null), '');
});
