import { describe, expect, test } from 'vitest';
import { deleteRefusalMessage } from './delete-refusals.ts';
import { errorMessages } from './error-messages.ts';

describe('deleteRefusalMessage', () => {
  test('a page with a running plan gets the catalogue message', () => {
    const error = { code: 'P0001', message: 'page_has_subscription', details: 'Cancel the plan first.' };
    expect(deleteRefusalMessage(error)).toBe(errorMessages.pageHasPlan);
  });

  test('anything else is left to the generic error', () => {
    expect(deleteRefusalMessage({ code: '42501', message: 'page_has_subscription' })).toBeNull();
    expect(deleteRefusalMessage({ code: 'P0001', message: 'no_payment' })).toBeNull();
    expect(deleteRefusalMessage(new Error('network'))).toBeNull();
    expect(deleteRefusalMessage(null)).toBeNull();
  });
});
