import { describe, expect, it, vi } from 'vitest';
import { onUnauthorized, withUnauthorizedReport } from './unauthorized.ts';

const answering = (status: number) => vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status }));

describe('withUnauthorizedReport', () => {
  it('reports a 401 from the data API', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await withUnauthorizedReport(answering(401))('http://127.0.0.1:54321/rest/v1/campaigns');
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves 401s of the auth API to supabase-js', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await withUnauthorizedReport(answering(401))('http://127.0.0.1:54321/auth/v1/user');
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores other statuses', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await withUnauthorizedReport(answering(403))('http://127.0.0.1:54321/rest/v1/campaigns');
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
