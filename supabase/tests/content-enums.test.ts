import { expect, test } from 'vitest';
import { Constants } from '../../src/lib/database.types.ts';
import { MOODS, PAGE_TEMPLATES } from '../functions/_shared/content/brief.ts';

// The generators (Deno) and the database each list the moods and templates; the generated types
// are checked against the live schema elsewhere, so comparing with them keeps all three in step.
test('the generators know exactly the moods the database accepts', () => {
  expect([...MOODS].sort()).toEqual([...Constants.public.Enums.mood].sort());
});

test('the generators know exactly the page templates the database accepts', () => {
  expect([...PAGE_TEMPLATES].sort()).toEqual([...Constants.public.Enums.page_template].sort());
});
