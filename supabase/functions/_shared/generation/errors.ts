/**
 * Every failure a generation function answers with: a code of the refusal catalog (its status and
 * sentence are the catalog's), field issues and a wait where they apply.
 */

import { AiError } from '../ai/errors.ts';
import { REFUSAL_STATUS, type RefusalCode } from '../refusals/codes.ts';

/** The catalog's codes (refusals/codes.ts) a generation function answers with. */
export type ErrorCode = Extract<
  RefusalCode,
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
  | 'unexpected'
>;

export interface FieldIssue {
  path: string;
  message: string;
}

/** A generation refusal; its status is the catalog's for its code. */
export class GenerationError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly issues: FieldIssue[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'GenerationError';
    this.status = REFUSAL_STATUS[code];
  }
}

export const invalidRequest = (issues: FieldIssue[]) => new GenerationError('invalid_request', issues);
export const unauthorized = () => new GenerationError('unauthorized');
/** RLS hides campaigns of other workspaces, so "not yours" and "does not exist" look the same. */
export const campaignNotFound = () => new GenerationError('campaign_not_found');
export const workspaceNotFound = () => new GenerationError('workspace_not_found');
/** A part regeneration whose fresh content has nothing to put in that part's place. */
export const sectionNotGenerated = (path: string, message: string) =>
  new GenerationError('section_not_generated', [{ path, message }]);

/** A model failure as the caller should see it: the provider's own wording stays in the logs. */
export function fromAiError(error: AiError): GenerationError {
  if (error.code === 'rate_limited') {
    return new GenerationError('rate_limited', [], error.details.retryAfterSeconds);
  }
  if (error.code === 'timeout') return new GenerationError('ai_timeout');
  return new GenerationError('ai_unavailable');
}

export function toGenerationError(error: unknown): GenerationError {
  if (error instanceof GenerationError) return error;
  if (error instanceof AiError) return fromAiError(error);
  return new GenerationError('unexpected');
}
