/**
 * Every failure a generation function answers with: a status, a machine code the app can branch
 * on, and SPEC.md §8's words for the person (its generic message; the app shows it as a toast).
 */

import { AiError } from '../ai/errors.ts';

export type ErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'campaign_not_found'
  | 'workspace_not_found'
  | 'campaign_locked'
  | 'section_not_generated'
  | 'rate_limited'
  | 'quota_exceeded'
  | 'ai_unavailable'
  | 'ai_timeout'
  | 'method_not_allowed'
  | 'unexpected';

export interface FieldIssue {
  path: string;
  message: string;
}

export class GenerationError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly issues: FieldIssue[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'GenerationError';
  }
}

export const invalidRequest = (issues: FieldIssue[]) => new GenerationError(400, 'invalid_request', issues);
export const unauthorized = () => new GenerationError(401, 'unauthorized');
/** RLS hides campaigns of other workspaces, so "not yours" and "does not exist" look the same. */
export const campaignNotFound = () => new GenerationError(404, 'campaign_not_found');
export const workspaceNotFound = () => new GenerationError(404, 'workspace_not_found');
/** A part regeneration whose fresh content has nothing to put in that part's place. */
export const sectionNotGenerated = (path: string, message: string) =>
  new GenerationError(422, 'section_not_generated', [{ path, message }]);

/** A model failure as the caller should see it: the provider's own wording stays in the logs. */
export function fromAiError(error: AiError): GenerationError {
  if (error.code === 'rate_limited') {
    return new GenerationError(429, 'rate_limited', [], error.details.retryAfterSeconds);
  }
  if (error.code === 'timeout') return new GenerationError(504, 'ai_timeout');
  return new GenerationError(502, 'ai_unavailable');
}

export function toGenerationError(error: unknown): GenerationError {
  if (error instanceof GenerationError) return error;
  if (error instanceof AiError) return fromAiError(error);
  return new GenerationError(500, 'unexpected');
}
