import { describe, expect, it } from 'vitest';
import { deliveryIssue, engagementBadges, type RecipientFlags } from './recipient-badges.ts';

const NEW: RecipientFlags = {
  sent: false,
  delivered: false,
  opened: false,
  clicked: false,
  bounced: false,
  failed: false,
  complained: false,
  delayed: false,
};
const flags = (set: Partial<RecipientFlags>): RecipientFlags => ({ ...NEW, ...set });

describe('engagementBadges', () => {
  it('is not sent for a new recipient, and for one whose send failed', () => {
    expect(engagementBadges(NEW)).toEqual(['not_sent']);
    expect(engagementBadges(flags({ failed: true }))).toEqual(['not_sent']);
  });

  it('is not opened once sent or delivered without an open', () => {
    expect(engagementBadges(flags({ sent: true }))).toEqual(['not_opened']);
    expect(engagementBadges(flags({ sent: true, delivered: true }))).toEqual(['not_opened']);
  });

  it('is opened and not clicked after an open alone', () => {
    expect(engagementBadges(flags({ sent: true, delivered: true, opened: true }))).toEqual([
      'opened',
      'not_clicked',
    ]);
  });

  it('is opened and clicked after both', () => {
    expect(engagementBadges(flags({ sent: true, opened: true, clicked: true }))).toEqual([
      'opened_and_clicked',
    ]);
  });

  it('is clicked when a click came without a tracked open', () => {
    expect(engagementBadges(flags({ sent: true, clicked: true }))).toEqual(['clicked']);
  });
});

describe('deliveryIssue', () => {
  it('is none for a clean delivery, or a delay that was delivered after all', () => {
    expect(deliveryIssue(flags({ sent: true, delivered: true }))).toBeNull();
    expect(deliveryIssue(flags({ sent: true, delayed: true, delivered: true }))).toBeNull();
  });

  it('names the worst problem first', () => {
    expect(deliveryIssue(flags({ failed: true, bounced: true }))).toBe('failed');
    expect(deliveryIssue(flags({ sent: true, bounced: true, complained: true }))).toBe('bounced');
    expect(deliveryIssue(flags({ sent: true, delivered: true, complained: true }))).toBe('complained');
    expect(deliveryIssue(flags({ sent: true, delayed: true }))).toBe('delayed');
  });
});
