/** Metadata objects from the client: anything but a plain object is ignored. */
export const metadataOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** GoTrue merges metadata updates key by key; a `null` value removes the key. */
export function mergeMetadata(current: Record<string, unknown> | null, changes: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
