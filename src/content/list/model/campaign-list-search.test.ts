import { describe, expect, it } from 'vitest';
import { campaignListSearchSchema, resolveCampaignListSearch } from './campaign-list-search.ts';

describe('the campaign list address', () => {
  it('defaults to the newest first, on the first page', () => {
    expect(resolveCampaignListSearch(campaignListSearchSchema.parse({}))).toEqual({
      q: '',
      sort: 'created',
      dir: 'desc',
      page: 1,
    });
  });

  it('sorts names A to Z unless told otherwise', () => {
    expect(resolveCampaignListSearch({ sort: 'name' }).dir).toBe('asc');
    expect(resolveCampaignListSearch({ sort: 'name', dir: 'desc' }).dir).toBe('desc');
  });

  it('falls back to the defaults for values nobody could have chosen', () => {
    const search = campaignListSearchSchema.parse({
      sort: 'size',
      dir: 'up',
      page: '-4',
      q: 'x'.repeat(500),
    });
    expect(resolveCampaignListSearch(search)).toEqual({ q: '', sort: 'created', dir: 'desc', page: 1 });
  });

  it('keeps a page number from the address and trims the search', () => {
    expect(campaignListSearchSchema.parse({ page: '3', q: '  spring ' })).toEqual({ page: 3, q: 'spring' });
  });

  it('reads a search of digits, which the address hands over as a number', () => {
    expect(campaignListSearchSchema.parse({ q: 2026 })).toEqual({ q: '2026' });
  });
});
