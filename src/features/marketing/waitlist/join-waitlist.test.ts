import { describe, expect, it, vi } from 'vitest';
import { joinWaitlist } from './join-waitlist.ts';

const answer = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('@/lib/supabase-lazy.ts', () => ({
  loadSupabase: async () => ({ rpc: async () => answer.current }),
}));

describe('joinWaitlist', () => {
  it('tells the form what the database answered, its refusals included', async () => {
    answer.current = { data: 'received', error: null, status: 200 };
    expect(await joinWaitlist('ana@example.com', 'es')).toBe('received');
    answer.current = { data: null, error: { message: 'invalid_email', code: 'P0001' }, status: 400 };
    expect(await joinWaitlist('ana@example', 'en')).toBe('invalid');
    answer.current = { data: null, error: { message: 'Too many', code: 'rate_limited' }, status: 429 };
    expect(await joinWaitlist('ana@example.com', 'en')).toBe('throttled');
  });

  it('throws anything else, for the form to say the generic error', async () => {
    answer.current = { data: null, error: { message: 'boom', code: 'XX000' }, status: 500 };
    await expect(joinWaitlist('ana@example.com', 'en')).rejects.toMatchObject({ status: 500 });
  });
});
