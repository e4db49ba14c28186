import { describe, expect, test } from 'vitest';
import { fieldMessages } from './field-messages.ts';
import { requiredName, senderName } from './field-rules.ts';
import { isVisibleText } from './visible-text.ts';

// What the database's private.is_valid_name refuses (supabase/tests/names.test.ts): a right-to-left
// override shows "Invoice \u202Egpj.exe" as "Invoice exe.jpg"; the others hide in a name.
const INVISIBLE = [
  'Invoice \u202Egpj.exe',
  'Acme\u202A',
  '\u2068Acme\u2069',
  'Ac\u200Bme',
  'Ac\u200Dme',
  'Acme\u200F',
  'Ac\uFEFFme',
  'Ac\u00ADme',
  'Acme\u0085',
  'Acme\u2028Inc',
  'Acme\u{E0041}',
];
const VISIBLE = [
  'Panadería Casa Verde',
  'مخبز القرية',
  'שלום',
  'こんにちは',
  'Zoë & Co. 🚲',
  "O'Brien-Smith",
];

const issueOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('isVisibleText', () => {
  test.each(INVISIBLE)('refuses %j', (name) => expect(isVisibleText(name)).toBe(false));
  test.each(VISIBLE)('accepts %s', (name) => expect(isVisibleText(name)).toBe(true));
});

describe('the shared name rules refuse invisible characters with one message', () => {
  const id = fieldMessages.nameCharacters.id;
  test.each(INVISIBLE)('%j', (name) => {
    expect(issueOf(requiredName(120).safeParse(name))).toEqual([['', id]]);
    expect(issueOf(senderName.safeParse(name))).toContainEqual(['', id]);
  });

  test('names in any script pass', () => {
    for (const name of VISIBLE) expect(requiredName(120).safeParse(name).success).toBe(true);
  });
});
