import { i18n } from '@lingui/core';
import type { RefusalCode } from '@shared/refusals/codes.ts';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { Refused } from '@/lib/errors/refused.ts';
import { stubEmptyDatabase } from './empty-database.ts';

/**
 * For the tests of the catalog in parts (scripts/vite-catalog-split.ts): an empty database for
 * each test, and the ids of the messages shown that no loaded part had, collected per test.
 */
export function noteMissingMessages(): string[] {
  const missing: string[] = [];
  const note = ({ id }: { id: string }) => missing.push(id);
  beforeEach(() => {
    missing.length = 0;
    localStorage.clear();
    stubEmptyDatabase();
    i18n.on('missing', note);
  });
  afterEach(() => {
    i18n.removeListener('missing', note);
    vi.unstubAllGlobals();
  });
  return missing;
}

/** A mutation without its own error handling, refused with `code`: the global error toast's case. */
export async function refuseInAMutation(queryClient: QueryClient, code: RefusalCode): Promise<void> {
  await new MutationObserver(queryClient, { mutationFn: () => Promise.reject(new Refused(code)) })
    .mutate()
    .catch(() => undefined);
}
