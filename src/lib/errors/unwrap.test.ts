import type { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { HttpError } from './app-errors.ts';
import { unwrap } from './unwrap.ts';

const failure = (status: number, message: string) => ({
  data: null,
  error: { message, code: 'X', details: '', hint: '' } as PostgrestError,
  count: null,
  status,
  statusText: '',
  success: false as const,
});

describe('unwrap', () => {
  it('gives the rows of a success, null included', () => {
    expect(
      unwrap({ data: [1, 2], error: null, count: null, status: 200, statusText: 'OK', success: true }),
    ).toEqual([1, 2]);
    expect(
      unwrap({ data: null, error: null, count: null, status: 200, statusText: 'OK', success: true }),
    ).toBeNull();
  });

  it('throws a failure as an HttpError with the response status', () => {
    const thrown = (() => {
      try {
        unwrap(failure(403, 'permission denied'));
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({ status: 403, message: 'permission denied' });
  });

  it('throws what toError makes of a failure when the call has its own error class', () => {
    expect(() =>
      unwrap(failure(400, 'no_recipients_left'), (error) => new RangeError(error.message)),
    ).toThrow(RangeError);
  });
});
