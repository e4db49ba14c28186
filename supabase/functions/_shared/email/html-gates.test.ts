/**
 * The gates of issue 6: generated email HTML passes an email-support linter (doiuse-email, against
 * Gmail, Outlook and Apple Mail) and an HTML validator (html-validate). Both run under Deno.
 */

import assert from 'node:assert/strict';
import { doIUseEmail } from '@jsx-email/doiuse-email';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { LOCALES, MOODS } from '../content/brief.ts';
import { renderDesign } from './render-design.ts';
import { editedDesign, generatedDesign, LIBRARY_IMAGES } from './test-designs.ts';

/**
 * Features the linter reports that the renderer uses on purpose, each with a fallback where it is
 * unsupported. Anything else the linter reports fails the gate.
 */
const ACCEPTED: Array<[RegExp, string]> = [
  [
    /^`<body> element`/,
    'every document has a body; clients that drop it keep the wrapper table and its background',
  ],
  [/^`@media`/, 'phones stack columns; without media queries the fluid 600 px layout still fits'],
  [/^`Type selector`/, 'head resets only; the design itself is in inline styles'],
  [/^`(?:display:none|opacity|overflow)`/, 'the hidden preheader; mso-hide covers Outlook'],
  [/^`role attribute`/, 'role="presentation" is for screen readers; ignored where unsupported'],
  [/^`target attribute`/, 'links open in a new tab where supported; elsewhere in the same one'],
  [/^`border-radius`/, 'rounded buttons degrade to square corners in Outlook'],
];

const validator = new HtmlValidate(
  new StaticConfigLoader({
    extends: ['html-validate:recommended'],
    rules: {
      // Email HTML needs what the web no longer does: inline styles, table attributes for Outlook,
      // MSO conditional comments, role="presentation" (better supported than role="none").
      'no-inline-style': 'off',
      'no-deprecated-attr': 'off',
      'no-conditional-comment': 'off',
      'presentation-role-style': 'off',
      'prefer-tbody': 'off',
    },
  }),
);

// English without pictures; Spanish with the workspace's pictures and social links.
const extras = (locale: string) =>
  locale === 'es'
    ? { images: LIBRARY_IMAGES, socialLinks: [{ name: 'Instagram', url: 'https://instagram.com/nightowl' }] }
    : {};
const samples = [
  ...LOCALES.flatMap((locale) =>
    MOODS.map((mood) => ({
      name: `${mood}/${locale}`,
      html: renderDesign(generatedDesign(locale, mood, 'https://cdn.example/logo.png', extras(locale)), {
        lang: locale,
      }),
    })),
  ),
  { name: 'edited', html: renderDesign(editedDesign(), { lang: 'en' }) },
];

Deno.test('email-support lint: nothing unsupported beyond the accepted enhancements', () => {
  for (const { name, html } of samples) {
    const result = doIUseEmail(html, { emailClients: ['gmail.*', 'outlook.*', 'apple-mail.*'] });
    const unexpected = (result.success ? [] : result.errors).filter(
      (error) => !ACCEPTED.some(([pattern]) => pattern.test(error)),
    );
    assert.deepEqual(unexpected, [], name);
  }
});

Deno.test('HTML validity: html-validate finds no errors', async () => {
  for (const { name, html } of samples) {
    const report = await validator.validateString(html);
    const messages = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line})`),
    );
    assert.deepEqual(messages, [], name);
  }
});
