import { expect, test } from 'vitest';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { clientInput } from './client-input.ts';

const client = (name: string, sender_name = '') => ({
  name,
  website: '',
  contact_email: '',
  contact_phone: '',
  sender_name,
  sender_domain: sender_name ? 'mail.example.com' : '',
  report_locale: 'en' as const,
});

// A right-to-left override ("Invoice \u202Egpj.exe" reads "Invoice exe.jpg"), a zero-width space
// and an isolate: the database's private.is_valid_name refuses them.
test.each(['Invoice \u202Egpj.exe', 'Blue\u200Bbird', '\u2068Bluebird\u2069'])(
  'a client name %j is refused before the database',
  (name) => {
    const result = clientInput.safeParse(client(name));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', fieldMessages.nameCharacters.id],
    ]);
    expect(clientInput.safeParse(client('Bluebird', name)).error?.issues[0]?.message).toBe(
      fieldMessages.nameCharacters.id,
    );
  },
);

test('names in any script pass', () => {
  for (const name of ['Bicicletas Azulejo', 'مخبز القرية', 'Zoë & Co. 🚲']) {
    expect(clientInput.safeParse(client(name, name)).success).toBe(true);
  }
});
