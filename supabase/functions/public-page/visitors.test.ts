import assert from 'node:assert/strict';
import { LEAD_FORM_SCRIPT } from '../_shared/pages/enhance-script.ts';
import { LEAD_FIELD_NAMES } from '../_shared/pages/options.ts';
import { cleanSource } from '../_shared/pages/visit-source.ts';

const EVENTS = 'https://abc.supabase.co/functions/v1/public-page/spring-tune-up/events';

/**
 * Runs the page's enhance script on a form opened at `pageUrl` after `referrer` (a stand-in for the
 * few browser objects it touches): what it put in the form's hidden source field, the beacons it
 * sent, which events it listens to and `focus()`, a focus inside the form. `withField: false`: a form without the field.
 */
function runScript(pageUrl: string, referrer: string, withField = true) {
  const field = { value: '' };
  const listens: string[] = [];
  const beacons: [string, string][] = [];
  const listeners = new Map<string, () => void>();
  const form = {
    elements: withField ? { [LEAD_FIELD_NAMES.source]: field } : {},
    querySelector: () => null,
    getAttribute: (name: string) => (name === 'data-events' ? EVENTS : null),
    addEventListener: (type: string, listener: () => void) => {
      listens.push(type);
      listeners.set(type, listener);
    },
  };
  const document = { querySelectorAll: () => [form], querySelector: () => form, referrer };
  const navigator = { sendBeacon: (url: string, body: string) => beacons.push([url, body]) };
  new Function('document', 'location', 'navigator', LEAD_FORM_SCRIPT)(document, new URL(pageUrl), navigator);
  const focus = () => listeners.get('focusin')?.();
  return { source: field.value, listens, beacons, focus };
}
const scriptFills = (pageUrl: string, referrer: string) => runScript(pageUrl, referrer).source;

const PAGE = 'https://pages.example/pages/spring-tune-up';

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

Deno.test('one view beacon per page load, under the same source as the lead the visit turns into', () => {
  const visits: [string, string][] = [
    [`${PAGE}?utm_source=News%20Letter!`, 'https://www.google.com/search?q=x'],
    [`${PAGE}?utm_source=Facebook`, ''],
    [PAGE, 'https://www.Google.com/search?q=x'],
    [PAGE, 'https://m.facebook.com/'],
    [PAGE, 'https://pages.example/pages/other'],
    [PAGE, ''],
  ];
  for (const [page, referrer] of visits) {
    const { source, beacons } = runScript(page, referrer);
    assert.deepEqual(beacons, [[EVENTS, `view\n${source}`]], `${page} after ${referrer}`);
    // public-page and submit-lead both store cleanSource of what the script read.
    assert.equal(cleanSource(beacons[0]?.[1].split('\n')[1]), cleanSource(source));
  }
});

Deno.test('the first focus in the form sends one form start under the same source as the view', () => {
  for (const [page, referrer] of [
    [`${PAGE}?utm_source=Facebook`, ''],
    [PAGE, 'https://www.Google.com/search?q=x'],
    [PAGE, ''],
  ]) {
    const { beacons, focus } = runScript(page, referrer);
    focus();
    focus();
    const [view, ...formStarts] = beacons.map(([, body]) => body.split('\n'));
    assert.deepEqual(formStarts, [['form_start', view?.[1]]], `${page} after ${referrer}`);
  }
});

Deno.test('a form without the source field is still enhanced', () => {
  assert.deepEqual(runScript(`${PAGE}?utm_source=x`, 'https://google.com/', false).listens, [
    'focusin',
    'submit',
  ]);
});
