import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The database names packages in English; the known ones are translated here, and a package added
// later shows its database name until it gets an entry.
const KNOWN: Record<string, MessageDescriptor> = {
  basic: msg({ id: 'packages.name.basic', message: 'Basic' }),
  standard: msg({ id: 'packages.name.standard', message: 'Standard' }),
  premium: msg({ id: 'packages.name.premium', message: 'Premium' }),
};

/** A package's name in the reader's language. */
export function packageName(i18n: I18n, id: string | null, databaseName: string): string {
  const known = id ? KNOWN[id] : undefined;
  return known ? i18n._(known) : databaseName;
}
