import { z } from 'zod';

/** Unlayer's own translations of its interface for the app's languages (docs.unlayer.com, Localization). */
const UNLAYER_LOCALES: Record<string, string> = { en: 'en-US', es: 'es-ES' };

/** Optional: an Unlayer project (custom fonts, tools, storage, the paid features); numeric. */
const projectId = z.coerce
  .number()
  .int()
  .positive()
  .optional()
  .catch(undefined)
  .parse(import.meta.env.VITE_UNLAYER_PROJECT_ID || undefined);

export function unlayerOptions(locale: string) {
  return {
    displayMode: 'email' as const,
    locale: UNLAYER_LOCALES[locale] ?? 'en-US',
    ...(projectId ? { projectId } : {}),
  };
}
