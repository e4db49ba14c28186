import { describe, expect, it } from 'vitest';
import { shipBlocker, shipPlan } from './ship-plan.ts';

describe('shipPlan', () => {
  it('sends every new recipient the allowance covers and says what remains', () => {
    expect(shipPlan({ newRecipients: 3, suppressed: 0, remaining: 1000 })).toEqual({
      toSend: 3,
      suppressed: 0,
      beyondAllowance: 0,
      remainingAfter: 997,
    });
  });

  it('skips suppressed addresses without spending the allowance on them', () => {
    expect(shipPlan({ newRecipients: 2, suppressed: 1, remaining: 997 })).toEqual({
      toSend: 1,
      suppressed: 1,
      beyondAllowance: 0,
      remainingAfter: 996,
    });
  });

  it('stops at the allowance and counts who waits for another package', () => {
    expect(shipPlan({ newRecipients: 40, suppressed: 5, remaining: 20 })).toEqual({
      toSend: 20,
      suppressed: 5,
      beyondAllowance: 15,
      remainingAfter: 0,
    });
  });

  it('never counts more suppressed than new recipients, nor a negative allowance', () => {
    expect(shipPlan({ newRecipients: 1, suppressed: 4, remaining: -2 })).toEqual({
      toSend: 0,
      suppressed: 1,
      beyondAllowance: 0,
      remainingAfter: 0,
    });
  });
});

describe('shipBlocker', () => {
  const ready = {
    jobActive: false,
    hasContent: true,
    checklist: 'clear' as const,
    allowed: 1000,
    plan: shipPlan({ newRecipients: 3, suppressed: 0, remaining: 1000 }),
  };

  it('lets a complete, paid campaign with new recipients ship', () => {
    expect(shipBlocker(ready)).toBeNull();
  });

  it('names the first thing missing', () => {
    expect(shipBlocker({ ...ready, jobActive: true })).toBe('sending');
    expect(shipBlocker({ ...ready, hasContent: false, checklist: 'blocked' })).toBe('content');
    expect(shipBlocker({ ...ready, checklist: 'loading' })).toBe('checking');
    expect(shipBlocker({ ...ready, checklist: 'blocked' })).toBe('checklist');
    expect(shipBlocker({ ...ready, plan: shipPlan({ newRecipients: 1, suppressed: 1, remaining: 9 }) })).toBe(
      'no_recipients',
    );
  });

  it('asks for payment before the first package and when the allowance is spent', () => {
    expect(
      shipBlocker({
        ...ready,
        allowed: 0,
        plan: shipPlan({ newRecipients: 3, suppressed: 0, remaining: 0 }),
      }),
    ).toBe('no_payment');
    expect(shipBlocker({ ...ready, plan: shipPlan({ newRecipients: 3, suppressed: 0, remaining: 0 }) })).toBe(
      'no_recipients_left',
    );
  });
});
