/**
 * A model that fails (deadline, quota, repeated malformed answers, server errors) does not leave
 * the user with an error: the offline composer writes the same part from the same brief, and the
 * answer says so (OFFLINE_DRAFT_NOTICE). The model's failed calls are still reported to onCall.
 */

import { AiError } from './errors.ts';
import { createOfflineProvider } from './offline-provider.ts';
import { type AiProvider, type Generated, OFFLINE_DRAFT_NOTICE } from './provider.ts';

async function orOfflineDraft<T>(
  model: () => Promise<Generated<T>>,
  offline: () => Promise<Generated<T>>,
): Promise<Generated<T>> {
  try {
    return await model();
  } catch (error) {
    // Anything but the model's own failure (a bug, a refusal) stays an error.
    if (!(error instanceof AiError)) throw error;
    console.warn(`model unavailable (${error.code}), the offline composer wrote the draft`);
    return { ...(await offline()), notice: OFFLINE_DRAFT_NOTICE };
  }
}

export function withOfflineFallback(
  model: AiProvider,
  offline: AiProvider = createOfflineProvider(),
): AiProvider {
  return {
    // Still the model's name: a regeneration asks it once (fresh-content.ts).
    name: model.name,
    generateEmailContent: (brief, options) =>
      orOfflineDraft(
        () => model.generateEmailContent(brief, options),
        () => offline.generateEmailContent(brief, options),
      ),
    generatePageDocument: (brief, template, options) =>
      orOfflineDraft(
        () => model.generatePageDocument(brief, template, options),
        () => offline.generatePageDocument(brief, template, options),
      ),
    recommendTemplates: (brief, options) =>
      orOfflineDraft(
        () => model.recommendTemplates(brief, options),
        () => offline.recommendTemplates(brief, options),
      ),
  };
}
