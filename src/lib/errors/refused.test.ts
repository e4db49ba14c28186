import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './app-errors.ts';
import { fromFunction, fromPostgrest, isRefused, isUniqueViolation, Refused } from './refused.ts';

vi.mock('../supabase.ts', () => ({ supabase: {} }));

const answered = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new FunctionsHttpError(new Response(JSON.stringify(body), { status, headers }));

describe('fromPostgrest', () => {
  it("reads the database's refusal by its code, with the catalog's status whatever PostgREST answered", () => {
    const refused = fromPostgrest({ message: 'campaign_not_found', code: 'PT404' }, 400);
    expect(refused).toBeInstanceOf(Refused);
    expect(refused).toMatchObject({ code: 'campaign_not_found', status: 404 });
    expect(isRefused(refused, 'campaign_not_found')).toBe(true);
    expect(isRefused(refused, 'page_not_found')).toBe(false);
  });

  it("reads a PGRST answer's own code (the public forms' limit)", () => {
    const limited = fromPostgrest(
      { message: 'Too many requests from this address.', code: 'rate_limited' },
      429,
    );
    expect(limited).toMatchObject({ code: 'rate_limited', status: 429 });
  });

  it('keeps anything else as an HttpError with its status, a unique violation recognisable', () => {
    const taken = fromPostgrest({ message: 'duplicate key value', code: '23505' }, 409);
    expect(taken).not.toBeInstanceOf(Refused);
    expect(taken).toBeInstanceOf(HttpError);
    expect(taken.status).toBe(409);
    expect(isUniqueViolation(taken)).toBe(true);
    expect(isUniqueViolation(fromPostgrest({ message: 'check', code: '23514' }, 400))).toBe(false);
  });
});

describe('fromFunction', () => {
  it("reads the function's code, issues and wait (Retry-After)", async () => {
    const refused = await fromFunction(
      answered(429, { error: { code: 'quota_exceeded', message: '…' } }, { 'Retry-After': '90' }),
    );
    expect(refused).toMatchObject({ code: 'quota_exceeded', status: 429, retryAfterSeconds: 90 });
  });

  it('reads the wait from the body when the header is not exposed to the page (CORS)', async () => {
    const refused = await fromFunction(
      answered(429, { error: { code: 'invitation_recently_sent', retryAfterSeconds: 120 } }),
    );
    expect(refused.retryAfterSeconds).toBe(120);
  });

  it('is unexpected for a code outside the catalog or no answer, unauthorized for a bare 401', async () => {
    expect((await fromFunction(answered(500, { error: { code: 'boom' } }))).code).toBe('unexpected');
    expect((await fromFunction(answered(401, 'no'))).code).toBe('unauthorized');
    expect((await fromFunction(new Error('network'))).code).toBe('unexpected');
  });
});
