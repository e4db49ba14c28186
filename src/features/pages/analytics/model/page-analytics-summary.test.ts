import { describe, expect, it } from 'vitest';
import { summarizePageAnalytics } from './page-analytics-summary.ts';

const day = (views: number, form_starts: number, leads: number, sources: Record<string, number> = {}) => ({
  day: '2026-11-21',
  views,
  form_starts,
  leads,
  sources,
});

describe('summarizePageAnalytics', () => {
  it('is empty while nothing was recorded', () => {
    const summary = summarizePageAnalytics([day(0, 0, 0), day(0, 0, 0)]);
    expect(summary.empty).toBe(true);
    expect(summary.conversion).toBeNull();
    expect(summary.completion).toBeNull();
  });

  it('adds the days up, with conversion per view, completion per form start and sources most first', () => {
    const summary = summarizePageAnalytics([
      day(10, 4, 2, { direct: 6, 'news.example.com': 4 }),
      day(30, 6, 3, { direct: 10, newsletter: 20 }),
    ]);
    expect(summary).toMatchObject({
      views: 40,
      formStarts: 10,
      leads: 5,
      conversion: 0.125,
      completion: 0.5,
    });
    expect(summary.sources).toEqual([
      { source: 'newsletter', views: 20 },
      { source: 'direct', views: 16 },
      { source: 'news.example.com', views: 4 },
    ]);
  });
});
