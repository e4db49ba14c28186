import { expect, test } from 'vitest';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { contactInput } from './contact-input.ts';

// submit_contact answers invalid_first_name / invalid_last_name for them; the form says so first.
test.each(['Ada \u202Eecalevol', 'A\u200Bda', 'Ada\u2069'])(
  'the contact form refuses the name %j',
  (name) => {
    const result = contactInput.safeParse({
      firstName: name,
      lastName: name,
      email: 'ada@example.com',
      phone: '',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', fieldMessages.nameCharacters.id],
      ['lastName', fieldMessages.nameCharacters.id],
    ]);
  },
);
