import { expect, test } from 'vitest';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { expressInput } from './express.ts';

// The express form's name follows the shared name rule (src/lib/forms/visible-text.test.ts holds the full list).
test.each(['Invoice \u202Egpj.exe', 'Ac\u200Bme', '\u2068Acme\u2069'])(
  'an express name with %j is refused',
  (name) => {
    const result = expressInput.safeParse({ name, prompt: 'Spring sale' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'name',
      fieldMessages.nameCharacters.id,
    ]);
  },
);
