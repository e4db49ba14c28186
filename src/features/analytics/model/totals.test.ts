import { describe, expect, it } from 'vitest';
import { emailTotals, pageTotals } from './totals.ts';

describe('emailTotals', () => {
  it('adds campaigns up in the shape one campaign’s rates take', () => {
    const campaign = {
      recipients: 10,
      sent: 9,
      delivered: 8,
      opened: 5,
      clicked: 2,
      bounced: 1,
      complained: 0,
      unsubscribed: 1,
    };
    expect(emailTotals([campaign, { ...campaign, clicked: 4 }])).toEqual({
      recipients: 20,
      already_sent: 18,
      delivered: 16,
      opened: 10,
      clicked: 6,
      bounced: 2,
      complained: 0,
      unsubscribed: 2,
    });
  });
});

describe('pageTotals', () => {
  it('adds rows of pages and sources up in all, per page and per source, busiest first', () => {
    const row = (page_id: string, source: string, views: number, leads: number) => ({
      page_id,
      name: page_id.toUpperCase(),
      client_id: null,
      source,
      views,
      form_starts: 0,
      leads,
    });
    const totals = pageTotals([
      row('a', 'direct', 5, 1),
      row('a', 'news.example', 10, 3),
      row('b', 'direct', 20, 0),
    ]);
    expect(totals.all).toEqual({ views: 35, formStarts: 0, leads: 4 });
    expect(totals.pages.map((page) => [page.id, page.views, page.leads])).toEqual([
      ['b', 20, 0],
      ['a', 15, 4],
    ]);
    expect(totals.sources.map((source) => [source.source, source.views, source.leads])).toEqual([
      ['direct', 25, 1],
      ['news.example', 10, 3],
    ]);
  });
});
