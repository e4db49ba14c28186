import { describe, expect, it } from 'vitest';
import { pageVisibility, type VisibilitySubscription } from './page-visibility.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const later = '2026-12-21T12:00:00Z';
const earlier = '2026-11-20T12:00:00Z';
const sub = (status: VisibilitySubscription['status'], end: string | null = later) => ({
  status,
  current_period_end: end,
});

describe('pageVisibility', () => {
  it('hides every page that is not published, paid or not', () => {
    expect(pageVisibility('draft', [sub('active')], NOW)).toBe('not_published');
    expect(pageVisibility('ready', [], NOW)).toBe('not_published');
    expect(pageVisibility('archived', [sub('active')], NOW)).toBe('not_published');
  });

  it('shows a published page only while an active or trialing subscription covers now', () => {
    expect(pageVisibility('published', [sub('active')], NOW)).toBe('live');
    expect(pageVisibility('published', [sub('trialing', null)], NOW)).toBe('live');
    expect(pageVisibility('published', [sub('canceled'), sub('active')], NOW)).toBe('live');
  });

  it('says a published page never paid for requires a subscription', () => {
    expect(pageVisibility('published', [], NOW)).toBe('requires_subscription');
    expect(pageVisibility('published', [sub('incomplete')], NOW)).toBe('requires_subscription');
    expect(pageVisibility('published', [sub('incomplete_expired')], NOW)).toBe('requires_subscription');
  });

  it('tells an unpaid renewal from a cancellation', () => {
    expect(pageVisibility('published', [sub('past_due')], NOW)).toBe('past_due');
    expect(pageVisibility('published', [sub('unpaid')], NOW)).toBe('past_due');
    expect(pageVisibility('published', [sub('active', earlier)], NOW)).toBe('past_due');
    expect(pageVisibility('published', [sub('canceled')], NOW)).toBe('canceled');
  });
});
