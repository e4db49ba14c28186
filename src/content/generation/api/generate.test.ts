import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { Refused } from '@/lib/errors/refused.ts';
import { generationErrorMessage } from './generate.ts';

describe('generationErrorMessage', () => {
  it('says how long to wait when the user has used their generation quota', () => {
    const message = generationErrorMessage(new Refused('quota_exceeded', { retryAfterSeconds: 90 }));
    expect(message.id).toBe(errorMessages.generationQuota.id);
    expect(message.values).toEqual({ minutes: 2 });
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(i18n._(message)).toBe(
      'You have reached the generation limit (10 a minute, 200 a day). Please try again in 2 minutes.',
    );
  });

  it("keeps SPEC §8's generic message for the model's own failures", () => {
    expect(generationErrorMessage(new Refused('rate_limited', { retryAfterSeconds: 30 }))).toBe(
      errorMessages.generic,
    );
    expect(generationErrorMessage(new Refused('ai_unavailable'))).toBe(errorMessages.generic);
  });
});
