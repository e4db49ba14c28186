import { REFUSAL_MESSAGES } from '@shared/refusals/messages.ts';
import { describe, expect, it } from 'vitest';
import { refusalMessages } from './refusal-messages.ts';

describe('refusalMessages', () => {
  // Lingui keeps an explicit id's English in locales/en when its wording changes in code, so the
  // app and the functions would go on saying the old sentence: delete the entry and re-extract.
  it('is what the English catalog and the functions say, word for word', () => {
    for (const [code, descriptor] of Object.entries(refusalMessages)) {
      expect(REFUSAL_MESSAGES.en[code as keyof typeof REFUSAL_MESSAGES.en], code).toBe(descriptor.message);
    }
  });
});
