import { msg } from '@lingui/core/macro';
import { z } from 'zod';

// The database's private.is_valid_slug; campaigns and pages share one address space.
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const isSlugShaped = (slug: string) =>
  slug.length >= 3 && slug.length <= 63 && SLUG_PATTERN.test(slug);

/** "Día de la Bici 2026!" → "dia-de-la-bici-2026" (may be shorter than a valid slug). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

/** public.check_slug's answers. */
export type SlugAvailability = 'available' | 'taken' | 'reserved' | 'invalid';

export const slugMessages = {
  shape: msg`Use 3 to 63 lowercase letters, digits and single hyphens, such as spring-sale.`,
  taken: msg`Another campaign or page already uses this address. Try another.`,
  reserved: msg`This word is reserved by Pitchcraft. Try another.`,
  available: msg`This address is available.`,
  checking: msg`Checking the address…`,
};

/** A slug as typed: trimmed and lower-cased, refused with `slugMessages.shape` (key 'shape'). */
export const slugInput = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isSlugShaped, { message: 'shape' satisfies keyof typeof slugMessages });
