import { expect, test } from 'vitest';
import { createWorkspaceSchema, workspaceDetailsSchema } from './workspace-fields.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const details = (name: string, contact: string) => ({
  name,
  website: '',
  industry: '',
  country: '',
  contact_first_name: contact,
  contact_last_name: contact,
  contact_phone: '',
  contact_email: '',
  contact_street: '',
  contact_city: '',
  contact_region: '',
  contact_zip: '',
  contact_country: '',
});

// The database's private.is_valid_name refuses them (a right-to-left override shows
// "Studio \u202Egpj.exe" as "Studio exe.jpg").
test.each(['Studio \u202Egpj.exe', 'Harbor\u200B & Pine', 'Harbor\u2066 & Pine'])(
  'the workspace and contact names refuse %j',
  (name) => {
    expect(
      issues(createWorkspaceSchema.safeParse({ name, website: '', industry: '', country: 'US' })),
    ).toEqual([['name', 'nameCharacters']]);
    expect(issues(workspaceDetailsSchema.safeParse(details(name, name)))).toEqual([
      ['name', 'nameCharacters'],
      ['contact_first_name', 'nameCharacters'],
      ['contact_last_name', 'nameCharacters'],
    ]);
  },
);

test('accents and other scripts pass', () => {
  expect(workspaceDetailsSchema.safeParse(details('Panadería Casa Verde', 'José Núñez')).success).toBe(true);
});

// The database's private.is_valid_email refuses these, so the form must too (issue 20).
test.each(['a..b@example.com', '.ana@example.com', 'ana@example', 'maría@example.com'])(
  'the contact email refuses %j before the database does',
  (email) => {
    const result = workspaceDetailsSchema.safeParse({ ...details('Studio', ''), contact_email: email });
    expect(issues(result)).toEqual([['contact_email', 'email']]);
  },
);

test('the contact email keeps an address the database accepts', () => {
  const result = workspaceDetailsSchema.safeParse({
    ...details('Studio', ''),
    contact_email: ' Ana@Example.com ',
  });
  expect(result.data?.contact_email).toBe('Ana@Example.com');
});
