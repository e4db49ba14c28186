/** Typed generation errors, so handlers answer with the right status and message. */

export type AiErrorCode =
  | 'rate_limited'
  | 'quota_exhausted'
  | 'upstream'
  | 'timeout'
  | 'invalid_output'
  | 'rejected';

export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    /** The HTTP status a handler should answer with. */
    readonly status: number,
    readonly details: { upstreamStatus?: number; retryAfterSeconds?: number; issues?: string[] } = {},
  ) {
    super(message);
    this.name = 'AiError';
  }
}

export const rateLimited = (retryAfterSeconds?: number) =>
  new AiError('rate_limited', 'The AI provider is rate limiting requests.', 429, {
    upstreamStatus: 429,
    retryAfterSeconds,
  });
/** The account's credit is spent (OpenAI's insufficient_quota): waiting does not help. */
export const quotaExhausted = () =>
  new AiError('quota_exhausted', 'The AI provider account has no quota left.', 502, { upstreamStatus: 429 });
export const upstreamFailed = (upstreamStatus?: number) =>
  new AiError('upstream', 'The AI provider failed to answer.', 502, { upstreamStatus });
export const timedOut = (ms: number) =>
  new AiError('timeout', `The generation did not finish within ${ms} ms.`, 504);
export const invalidOutput = (issues: string[]) =>
  new AiError('invalid_output', 'The AI provider returned content that does not match the schema.', 502, {
    issues,
  });
export const rejected = (upstreamStatus: number) =>
  new AiError('rejected', 'The AI provider rejected the request.', 502, { upstreamStatus });
