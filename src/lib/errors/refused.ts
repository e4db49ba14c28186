import { isRefusalCode, REFUSAL_STATUS, type RefusalCode } from '@shared/refusals/codes.ts';
import { loadSupabase } from '../supabase-lazy.ts';
import { HttpError, postgrestCause } from './app-errors.ts';

/**
 * A refusal of the database or an edge function, by its code in the catalog
 * (supabase/functions/_shared/refusals/codes.ts): the one error class for every "no" the server
 * says. It is an HttpError with the catalog's status, so the error screen and the 401 rule see it.
 */
export class Refused extends HttpError {
  readonly code: RefusalCode;
  /** How long to wait before trying again, when the answer says (429). */
  readonly retryAfterSeconds: number | undefined;
  constructor(code: RefusalCode, detail: { message?: string; retryAfterSeconds?: number } = {}) {
    super(REFUSAL_STATUS[code], detail.message ?? code);
    this.name = 'Refused';
    this.code = code;
    this.retryAfterSeconds = detail.retryAfterSeconds;
  }
}

/** Whether an error is the refusal with one of these codes. */
export function isRefused<Code extends RefusalCode>(
  error: unknown,
  ...codes: Code[]
): error is Refused & { code: Code } {
  return error instanceof Refused && (codes.length === 0 || (codes as RefusalCode[]).includes(error.code));
}

/**
 * A PostgREST failure as the app throws it: the database raises a refusal with its code as the
 * message, or as the code of a `PGRST` answer it shapes itself (rate_limited, 429) — a `Refused`;
 * anything else (a constraint, a network failure) keeps its status.
 */
export function fromPostgrest(error: { message: string; code?: string }, status: number): HttpError {
  if (isRefusalCode(error.message)) return new Refused(error.message);
  if (isRefusalCode(error.code)) return new Refused(error.code, { message: error.message });
  return new HttpError(status, error.message, { cause: error });
}

/**
 * A unique index said no (`23505`: a slug, a pending invitation): the form says it on its field.
 * It is the table's own rule, not a refusal of the catalog.
 */
export function isUniqueViolation(error: unknown): boolean {
  return postgrestCause(error)?.code === '23505';
}

type FunctionAnswer = {
  error?: {
    code?: unknown;
    message?: string;
    retryAfterSeconds?: number;
  };
} | null;

/**
 * What `supabase.functions.invoke` failed with, as a `Refused`: the function's
 * `{ error: { code, message } }` when it answered one, `unexpected` when it did not (a network
 * failure, a crash in front of the function).
 */
export async function fromFunction(error: unknown): Promise<Refused> {
  // From the chunk supabase-js is in (loaded by then): this module is in the home's entry, that chunk is not.
  const { FunctionsHttpError } = await import('@supabase/supabase-js');
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const answer = (await response.json().catch(() => null)) as FunctionAnswer;
    const code = answer?.error?.code;
    if (isRefusalCode(code)) {
      const retryAfter = Number(response.headers.get('Retry-After') ?? answer?.error?.retryAfterSeconds);
      return new Refused(code, {
        message: answer?.error?.message,
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      });
    }
    return new Refused(response.status === 401 ? 'unauthorized' : 'unexpected');
  }
  return new Refused('unexpected', { message: error instanceof Error ? error.message : undefined });
}

/** Calls an edge function; its refusal is thrown as a `Refused`. */
export async function invokeFunction<T = unknown>(name: string, body: Record<string, unknown>): Promise<T> {
  const { data, error } = await (await loadSupabase()).functions.invoke(name, { body });
  if (error) throw await fromFunction(error);
  return data as T;
}
