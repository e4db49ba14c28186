import { RestError } from './errors.ts';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  /** The preferences PostgREST acknowledges in `Preference-Applied`. */
  applied: string[];
}

const KNOWN: Record<string, string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  // Accepted and ignored: PostgREST's default configuration does not let clients end transactions.
  tx: ['commit', 'rollback'],
};

/**
 * Reads the `Prefer` header (`count=exact, return=representation`). Unknown preferences are
 * ignored, unless `handling=strict` asks for PGRST122 as PostgREST does.
 */
export function parsePrefer(header: string | undefined): Preferences {
  const preferences: Preferences = { applied: [] };
  const invalid: string[] = [];
  let strict = false;
  for (const item of (header ?? '').split(',')) {
    const token = item.trim();
    if (!token) continue;
    const [key = '', value = ''] = token.split('=').map((part) => part.trim());
    if (!KNOWN[key]?.includes(value)) {
      // timezone= and max-affected= exist in PostgREST but are not implemented here.
      invalid.push(token);
      continue;
    }
    if (key === 'handling') strict = value === 'strict';
    else if (key === 'return') preferences.return = value as Preferences['return'];
    else if (key === 'count') preferences.count = value as Preferences['count'];
    else if (key === 'resolution') preferences.resolution = value as Preferences['resolution'];
    else if (key === 'missing') preferences.missing = value as Preferences['missing'];
    if (key !== 'tx') preferences.applied.push(`${key}=${value}`);
  }
  if (strict && invalid.length > 0) {
    throw new RestError(400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: `Invalid preferences: ${invalid.join(', ')}`,
    });
  }
  return preferences;
}
