import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES } from '../supabase/functions/_shared/refusals/codes.ts';
import { REFUSAL_MESSAGES } from '../supabase/functions/_shared/refusals/messages.ts';
import { messagesPath, renderRefusalMessages } from './refusal-messages.ts';

describe("the functions' refusal sentences", () => {
  it('are what the translation catalogs say (run `npm run i18n:extract` when this fails)', () => {
    expect(readFileSync(messagesPath, 'utf8')).toBe(renderRefusalMessages());
  });

  it('word every code of the catalog in both languages, the Spanish translated', () => {
    for (const code of REFUSAL_CODES) {
      expect(REFUSAL_MESSAGES.en[code], code).toMatch(/\S/);
      expect(REFUSAL_MESSAGES.es[code], code).toMatch(/\S/);
    }
    expect(REFUSAL_MESSAGES.es.campaign_not_found).not.toBe(REFUSAL_MESSAGES.en.campaign_not_found);
  });
});
