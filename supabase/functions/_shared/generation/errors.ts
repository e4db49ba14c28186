/**
 * The refusals of the generation functions (refusals/refusal.ts, answered by
 * http/message-endpoint.ts), and how a model's failure reads to the caller.
 */

import { AiError } from '../ai/errors.ts';
import { type FieldIssue, Refusal } from '../refusals/refusal.ts';

export const invalidRequest = (issues: FieldIssue[]) => new Refusal('invalid_request', { issues });
/** RLS hides campaigns of other workspaces, so "not yours" and "does not exist" look the same. */
export const campaignNotFound = () => new Refusal('campaign_not_found');
export const workspaceNotFound = () => new Refusal('workspace_not_found');
/** A part regeneration whose fresh content has nothing to put in that part's place. */
export const sectionNotGenerated = (path: string, message: string) =>
  new Refusal('section_not_generated', { issues: [{ path, message }] });

/** A model failure as the caller should see it: the provider's own wording goes to the logs. */
export function refusalOfAiError(error: unknown): Refusal | undefined {
  if (!(error instanceof AiError)) return undefined;
  console.error('generation: the model failed', error.code, error.message);
  if (error.code === 'rate_limited') {
    return new Refusal('rate_limited', { retryAfterSeconds: error.details.retryAfterSeconds });
  }
  if (error.code === 'timeout') return new Refusal('ai_timeout');
  return new Refusal('ai_unavailable');
}
