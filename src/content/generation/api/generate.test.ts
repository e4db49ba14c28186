import { setupI18n } from '@lingui/core';
import type { BriefLanguageNote } from '@shared/ai/brief-language-note.ts';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { Refused } from '@/lib/errors/refused.ts';
import { briefLanguageNoteOf, generationErrorMessage, generationSearch } from './generate.ts';

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

describe('generationSearch', () => {
  const created = { workspaceId: 'w', campaignId: 'c' };

  it("carries the brief's language of a first generation that left facts in it, with or without the model's notice", () => {
    const briefLanguage: BriefLanguageNote = { language: 'es', parts: ['highlights'] };
    expect(generationSearch({ ...created, briefLanguage })).toEqual({ briefLanguage: 'es' });
    expect(
      generationSearch({ ...created, notice: 'model_unavailable_offline_draft', briefLanguage }),
    ).toEqual({
      generation: 'offline',
      briefLanguage: 'es',
    });
    expect(briefLanguageNoteOf('es')).toEqual(briefLanguage);
  });

  it('says nothing of a generation in the content’s language, and only the failure of a failed one', () => {
    expect(generationSearch({ ...created, briefLanguage: null })).toEqual({});
    expect(generationSearch({ ...created, briefLanguage: { language: 'en', parts: [] } })).toEqual({});
    expect(generationSearch({ ...created, failedWith: 'unexpected' })).toEqual({ generation: 'failed' });
    expect(briefLanguageNoteOf(undefined)).toBeNull();
  });
});
