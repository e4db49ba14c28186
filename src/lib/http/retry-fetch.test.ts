import { describe, expect, it, vi } from 'vitest';
import { createRetryFetch, RETRYABLE_STATUSES, retryDelay } from './retry-fetch.ts';

const respond = (...statuses: number[]) => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const status of statuses) fetch.mockResolvedValueOnce(new Response(null, { status }));
  return fetch;
};
const noSleep = () => Promise.resolve();

describe('createRetryFetch', () => {
  it.each([...RETRYABLE_STATUSES])('retries a GET once when it answers %i', async (status) => {
    const fetch = respond(status, 200);
    const response = await createRetryFetch({ fetch, sleep: noSleep })('https://api.test/rest/v1/campaigns');
    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a HEAD request', async () => {
    const fetch = respond(503, 200);
    await createRetryFetch({ fetch, sleep: noSleep })('https://api.test/x', { method: 'head' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries only once, returning the second failure', async () => {
    const fetch = respond(503, 503, 200);
    const response = await createRetryFetch({ fetch, sleep: noSleep })('https://api.test/x');
    expect(response.status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])('never retries a %s', async (method) => {
    const fetch = respond(503, 200);
    const response = await createRetryFetch({ fetch, sleep: noSleep })('https://api.test/x', { method });
    expect(response.status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the method of a Request object', async () => {
    const fetch = respond(500, 200);
    const request = new Request('https://api.test/x', { method: 'POST', body: '{}' });
    await createRetryFetch({ fetch, sleep: noSleep })(request);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([200, 201, 400, 401, 403, 404, 422, 501])(
    'does not retry a GET that answers %i',
    async (status) => {
      const fetch = respond(status, 200);
      const response = await createRetryFetch({ fetch, sleep: noSleep })('https://api.test/x');
      expect(response.status).toBe(status);
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('does not retry an aborted request', async () => {
    const controller = new AbortController();
    const fetch = respond(503, 200);
    const sleep = vi.fn(async () => controller.abort());
    await createRetryFetch({ fetch, sleep })('https://api.test/x', { signal: controller.signal });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits before retrying, honouring Retry-After up to a cap', async () => {
    const sleep = vi.fn(noSleep);
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 429, headers: { 'Retry-After': '2' } }))
      .mockResolvedValueOnce(new Response(null, { status: 200 }));
    await createRetryFetch({ fetch, sleep })('https://api.test/x');
    expect(sleep).toHaveBeenCalledWith(2000);
  });
});

describe('retryDelay', () => {
  it('uses a short default without Retry-After', () => {
    expect(retryDelay(new Response(null, { status: 503 }))).toBe(300);
  });

  it('caps a long Retry-After', () => {
    expect(retryDelay(new Response(null, { status: 503, headers: { 'Retry-After': '120' } }))).toBe(5000);
  });
});
