import assert from 'node:assert/strict';
import { LEAD_FORM_SCRIPT } from '../_shared/pages/enhance-script.ts';
import { LEAD_FIELD_NAMES } from '../_shared/pages/options.ts';
import { cleanSource } from '../_shared/pages/visit-source.ts';
import { formStartSource, sourceOf } from './visitors.ts';

/**
 * Runs the page's enhance script on a form opened at `pageUrl` after `referrer` (a stand-in for the
 * few browser objects it touches): what it put in the form's hidden source field, which events it
 * listens to, and `focus()`, which fires the first focus and returns the beacon's body.
 * `withField: false`: a form without the field.
 */
function runScript(pageUrl: string, referrer: string, withField = true) {
  const field = { value: '' };
  const listeners = new Map<string, () => void>();
  const beacons: string[] = [];
  const form = {
    elements: withField ? { [LEAD_FIELD_NAMES.source]: field } : {},
    querySelector: () => null,
    getAttribute: (name: string) => (name === 'data-events' ? `${pageUrl}/events` : null),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const document = { querySelectorAll: () => [form], referrer };
  const navigator = { sendBeacon: (_url: string, body: BodyInit) => beacons.push(String(body)) };
  new Function('document', 'location', 'navigator', LEAD_FORM_SCRIPT)(document, new URL(pageUrl), navigator);
  const focus = () => {
    listeners.get('focusin')?.();
    return beacons.at(-1) ?? '';
  };
  return { source: field.value, listens: [...listeners.keys()], focus };
}
const scriptFills = (pageUrl: string, referrer: string) => runScript(pageUrl, referrer).source;

const PAGE = 'https://pages.example/pages/spring-tune-up';
const VISITS: [string, string][] = [
  [`${PAGE}?utm_source=News%20Letter!`, 'https://www.google.com/search?q=x'],
  [`${PAGE}?utm_source=Facebook`, ''],
  [PAGE, 'https://www.Google.com/search?q=x'],
  [PAGE, 'https://m.facebook.com/'],
  [PAGE, 'https://pages.example/pages/other'],
  [PAGE, ''],
];

Deno.test("the page's script fills the form's source with the link's utm_source, else the referrer's host unless it is the page's", () => {
  const cases: [string, string, string][] = [
    [`${PAGE}?utm_source=News%20Letter!`, 'https://www.google.com/search?q=x', 'News Letter!'],
    [`${PAGE}?utm_medium=email&utm_source=spring-mailer`, '', 'spring-mailer'],
    [PAGE, 'https://www.Google.com/search?q=x', 'www.google.com'],
    [`${PAGE}?utm_source=`, 'https://instagram.com/', 'instagram.com'],
    [PAGE, 'https://pages.example/pages/other', ''],
    [PAGE, '', ''],
  ];
  for (const [page, referrer, expected] of cases) {
    assert.equal(scriptFills(page, referrer), expected, `${page} after ${referrer}`);
  }
});

Deno.test('a lead from the script counts under the same source as the view of the same visit', () => {
  for (const [page, referrer] of VISITS) {
    const view = sourceOf(new Request(page, { headers: referrer ? { Referer: referrer } : {} }), [
      'pages.example',
    ]);
    // submit-lead stores cleanSource(field) (submission.ts), 'direct' for an empty one.
    assert.equal(cleanSource(scriptFills(page, referrer)), view, `${page} after ${referrer}`);
  }
});

Deno.test('a form start counts under the same source as the view of the same visit', () => {
  for (const [page, referrer] of VISITS) {
    const view = sourceOf(new Request(page, { headers: referrer ? { Referer: referrer } : {} }), [
      'pages.example',
    ]);
    const beacon = runScript(page, referrer).focus();
    // The beacon's Referer is the page itself, whatever the visit's referrer was.
    assert.equal(
      formStartSource(new Request(`${page}/events`, { headers: { Referer: page } }), beacon),
      view,
    );
  }
});

Deno.test('a form without the source field is still enhanced', () => {
  assert.deepEqual(runScript(`${PAGE}?utm_source=x`, 'https://google.com/', false).listens, [
    'focusin',
    'submit',
  ]);
});
