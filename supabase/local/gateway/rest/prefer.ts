import { notSupported, RestError } from './errors.ts';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  /** `max-affected=n`: honoured only with `handling=strict`, as in PostgREST. */
  maxAffected?: number;
  /** `timezone=…`: refused with PGRST127 (see parsePrefer). */
  timezone?: string;
}

/** What a request does, which decides the preferences that apply to it (`Preference-Applied`). */
export type Action = 'read' | 'insert' | 'update' | 'delete' | 'call';

const KNOWN: Record<string, string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/**
 * Reads the `Prefer` header (`count=exact, return=representation`). As in PostgREST, the first
 * value of each preference wins and unknown preferences are ignored, unless `handling=strict`
 * asks for PGRST122.
 */
export function parsePrefer(header: string | undefined): Preferences {
  const preferences: Record<string, string> = {};
  const invalid: string[] = [];
  for (const item of (header ?? '').split(',')) {
    const token = item.trim();
    if (!token) continue;
    const equals = token.indexOf('=');
    const key = equals < 0 ? token : token.slice(0, equals);
    const value = equals < 0 ? '' : token.slice(equals + 1);
    const known = KNOWN[key]?.includes(value) || key === 'timezone' || key === 'max-affected';
    if (!known) invalid.push(token);
    else if (!(key in preferences)) preferences[key] = value;
  }
  if (preferences.handling === 'strict' && invalid.length > 0) {
    throw new RestError(400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: `Invalid preferences: ${invalid.join(', ')}`,
    });
  }
  // PostgREST would run the request in that time zone; answering in UTC instead would differ silently.
  if (preferences.timezone !== undefined) throw notSupported('The timezone preference is');
  // Hosted Supabase runs PostgREST with db-tx-end = commit: it ignores tx=rollback and commits.
  // Rolling back here would let a test pass that writes in production; committing would surprise
  // whoever asked. Refused instead, loudly. (tx=commit is what happens anyway, so it is ignored.)
  if (preferences.tx === 'rollback') {
    throw notSupported(
      'Prefer: tx=rollback',
      "Prefer: tx=rollback is not honoured on hosted Supabase, whose PostgREST commits every request (db-tx-end = 'commit').",
    );
  }
  const maxAffected = /^\d+$/.test(preferences['max-affected'] ?? '')
    ? Number(preferences['max-affected'])
    : undefined;
  return {
    return: preferences.return as Preferences['return'],
    count: preferences.count as Preferences['count'],
    resolution: preferences.resolution as Preferences['resolution'],
    missing: preferences.missing as Preferences['missing'],
    handling: preferences.handling as Preferences['handling'],
    maxAffected: preferences.handling === 'strict' ? maxAffected : undefined,
  };
}

/**
 * `Preference-Applied` as PostgREST writes it: in its fixed order, and only the preferences that
 * the action honours (resolution on inserts, missing on inserts and updates, return on writes,
 * max-affected on updates, deletes and calls).
 */
export function appliedPreferences(
  prefer: Preferences,
  action: Action,
  options: { upsertTarget: boolean },
): string[] {
  const writes = action === 'insert' || action === 'update' || action === 'delete';
  const applied: [string, string | number | undefined][] = [
    ['resolution', action === 'insert' && options.upsertTarget ? prefer.resolution : undefined],
    ['missing', action === 'insert' || action === 'update' ? prefer.missing : undefined],
    ['return', writes ? prefer.return : undefined],
    ['count', prefer.count],
    ['handling', prefer.handling],
    ['max-affected', action === 'read' || action === 'insert' ? undefined : prefer.maxAffected],
  ];
  return applied.filter(([, value]) => value !== undefined).map(([key, value]) => `${key}=${value}`);
}
