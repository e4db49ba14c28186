import { describe, expect, it } from 'vitest';
import { refusalMessage } from './refusal-message.ts';
import { Refused } from './refused.ts';

describe('refusalMessage', () => {
  it("is the refusal's own sentence, the generic one for anything else", () => {
    expect(refusalMessage(new Refused('no_recipients')).id).toBe('refusals.no_recipients');
    expect(refusalMessage(new Error('x')).id).toBe('refusals.unexpected');
  });
});
