import { describe, expect, it, vi } from 'vitest';
import type { SlugAvailability } from '@/content/slugs/model/slug-rule.ts';
import { firstFreeSlug } from './propose-slug.ts';

const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';

describe('firstFreeSlug', () => {
  it('proposes the name itself when the database accepts it', async () => {
    const check = vi.fn(async (): Promise<SlugAvailability> => 'available');
    expect(await firstFreeSlug(CAMPAIGN_ID, 'spring-sale', check)).toBe('spring-sale');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('counts on past addresses another account took: -2, -3…', async () => {
    const taken = new Set(['spring-sale', 'spring-sale-2']);
    const check = vi.fn(
      async (_id: string, slug: string): Promise<SlugAvailability> =>
        taken.has(slug) ? 'taken' : 'available',
    );
    expect(await firstFreeSlug(CAMPAIGN_ID, 'spring-sale', check)).toBe('spring-sale-3');
  });

  it('moves past a reserved word', async () => {
    const check = async (_id: string, slug: string): Promise<SlugAvailability> =>
      slug === 'pricing' ? 'reserved' : 'available';
    expect(await firstFreeSlug(CAMPAIGN_ID, 'pricing', check)).toBe('pricing-2');
  });

  it('gives up after twenty tries, leaving the choice to the user', async () => {
    const check = vi.fn(async (): Promise<SlugAvailability> => 'taken');
    expect(await firstFreeSlug(CAMPAIGN_ID, 'spring-sale', check)).toBeNull();
    expect(check).toHaveBeenCalledTimes(20);
  });
});
