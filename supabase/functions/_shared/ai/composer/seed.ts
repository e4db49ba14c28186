/** Deterministic choice: the same brief always yields the same copy. */

/** FNV-1a, 32 bit: small, fast, and stable across platforms. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A chooser keyed by slot name: each slot draws from its own hash, so adding a slot or an option
 * elsewhere does not reshuffle the copy of every other slot.
 */
export type Picker = <T>(slot: string, options: readonly T[]) => T;

export function createPicker(seed: string): Picker {
  return <T>(slot: string, options: readonly T[]): T => {
    if (options.length === 0) throw new Error(`no options for ${slot}`);
    return options[hashString(`${seed}\u0000${slot}`) % options.length];
  };
}
