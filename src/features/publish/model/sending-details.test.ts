import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '@/lib/forms/field-errors.ts';
import {
  type SendingDetails,
  sendingDetailsInput,
  sendingDetailsMessages,
  slugCandidate,
  suggestSlug,
} from './sending-details.ts';

/** What the form gets from the schema: the input to save, or the error of each field. */
function validateSendingDetails(values: SendingDetails) {
  const parsed = sendingDetailsInput.safeParse(values);
  return parsed.success
    ? { input: parsed.data }
    : { errors: fieldErrorsFromZod<keyof SendingDetails>(parsed.error, sendingDetailsMessages) };
}

const complete = {
  sender_name: 'Harbor & Pine',
  sender_domain: 'https://Mail.HarborPine.example/',
  subject: '  Spring service week  ',
  preheader: '',
  slug: 'Spring-Service',
};

describe('sendingDetailsInput', () => {
  it('tidies what it saves: trimmed, domain as a host, blank preheader as none, slug lower-case', () => {
    expect(validateSendingDetails(complete).input).toEqual({
      sender_name: 'Harbor & Pine',
      sender_domain: 'mail.harborpine.example',
      subject: 'Spring service week',
      preheader: null,
      slug: 'spring-service',
    });
  });

  it("refuses an empty sender name with SPEC's message", () => {
    const { errors } = validateSendingDetails({ ...complete, sender_name: ' ', sender_domain: '' });
    expect(errors?.sender_name?.message.id).toBe('refusals.sender_required');
    expect(errors?.sender_domain).toBeUndefined();
  });

  it("saves an empty domain as null: Pitchcraft's shared domain", () => {
    expect(validateSendingDetails({ ...complete, sender_domain: '' }).input?.sender_domain).toBeNull();
  });

  it('checks the domain and the slug as the database does', () => {
    const { errors } = validateSendingDetails({ ...complete, sender_domain: 'not a domain', slug: 'a--b' });
    expect(errors?.sender_domain?.message.id).toBe('forms.domain');
    expect(errors?.slug).toBeDefined();
    expect(
      validateSendingDetails({ ...complete, sender_domain: 'mail.example.c0m' }).errors?.sender_domain,
    ).toBeDefined();
  });
});

describe('slugCandidate', () => {
  it('counts from the name: the name itself, then -2, -3…, within 63 characters', () => {
    expect(slugCandidate('spring-sale', 1)).toBe('spring-sale');
    expect(slugCandidate('spring-sale', 2)).toBe('spring-sale-2');
    expect(slugCandidate('spring-sale', 13)).toBe('spring-sale-13');
    const long = `${'a'.repeat(61)}-b`;
    expect(slugCandidate(long, 2)).toBe(`${'a'.repeat(61)}-2`);
    expect(slugCandidate(long, 2)).toHaveLength(63);
  });
});

describe('suggestSlug', () => {
  it('turns a campaign name into a page address', () => {
    expect(suggestSlug('Día de la Bici 2026!')).toBe('dia-de-la-bici-2026');
    expect(suggestSlug('Go')).toBe('go-email');
    expect(suggestSlug('¡¡!!')).toBe('');
    expect(suggestSlug('x'.repeat(80))).toHaveLength(63);
  });
});
