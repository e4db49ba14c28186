import { describe, expect, it } from 'vitest';
import { HttpError, isUnauthorized, RouteNotFoundError, statusOf } from './app-errors.ts';

describe('statusOf', () => {
  it('reads our own errors', () => {
    expect(statusOf(new HttpError(503))).toBe(503);
    expect(statusOf(new RouteNotFoundError('/nowhere'))).toBe(404);
  });

  it('reads supabase-js shapes', () => {
    expect(statusOf({ name: 'AuthApiError', status: 401 })).toBe(401);
    expect(statusOf({ name: 'FunctionsHttpError', context: new Response(null, { status: 402 }) })).toBe(402);
  });

  it('knows nothing of plain errors', () => {
    expect(statusOf(new Error('boom'))).toBeUndefined();
    expect(statusOf('boom')).toBeUndefined();
  });

  it('recognises a 401', () => {
    expect(isUnauthorized(new HttpError(401))).toBe(true);
    expect(isUnauthorized(new HttpError(403))).toBe(false);
  });
});
