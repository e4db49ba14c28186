import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isEmailAddress } from '@shared/email-address.ts';
import { z } from 'zod';
import type { Database } from '@/lib/database.types.ts';
import { columnOfCheckViolation } from '@/lib/forms/field-errors.ts';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { isVisibleText } from '@/lib/forms/visible-text.ts';

export type CountryCode = Database['public']['Enums']['country_code'];

/** SPEC §3: the countries offered, in the database's codes. */
export const COUNTRIES: readonly { code: CountryCode; name: MessageDescriptor }[] = [
  { code: 'US', name: msg`United States` },
  { code: 'CA', name: msg`Canada` },
  { code: 'MX', name: msg`Mexico` },
];

/** What a field can be told; zod issues carry the key, the form shows the descriptor. */
export const workspaceFieldMessages = {
  required: msg({ id: 'workspaces.fields.required', message: 'Fill in this field.' }),
  nameTooLong: msg({ id: 'workspaces.fields.name-too-long', message: 'Use at most 120 characters.' }),
  tooLong: msg({ id: 'workspaces.fields.too-long', message: 'This is too long.' }),
  website: msg({
    id: 'workspaces.fields.website',
    message: 'Enter a web address, such as https://example.com.',
  }),
  country: msg({ id: 'workspaces.fields.country', message: 'Choose United States, Canada or Mexico.' }),
  email: msg({ id: 'workspaces.fields.email', message: 'Enter a valid email' }),
  phone: msg({ id: 'workspaces.fields.phone', message: 'Enter a phone number with 7 to 15 digits.' }),
  color: msg({ id: 'workspaces.fields.color', message: 'Enter a colour as #rrggbb.' }),
  nameCharacters: fieldMessages.nameCharacters,
} satisfies Record<string, MessageDescriptor>;

export type WorkspaceFieldMessage = keyof typeof workspaceFieldMessages;

const issue = (key: WorkspaceFieldMessage) => ({ message: key });

/** Blank means "no value": stored as null. */
const optionalText = (maximum: number) =>
  z
    .string()
    .trim()
    .max(maximum, issue('tooLong'))
    .transform((value) => (value === '' ? null : value));

const WEBSITE_PATTERN =
  /^(https?:\/\/)?[A-Za-z0-9]+(-+[A-Za-z0-9]+)*(\.[A-Za-z0-9]+(-+[A-Za-z0-9]+)*)*\.[A-Za-z]{2,}(:\d+)?([/?#]\S*)?$/;

/** A web address with or without its scheme; stored with one (https unless typed otherwise). */
const website = z
  .string()
  .trim()
  .max(2048, issue('tooLong'))
  .refine((value) => value === '' || WEBSITE_PATTERN.test(value), issue('website'))
  .transform((value) => (value === '' ? null : /^https?:\/\//.test(value) ? value : `https://${value}`));

const country = z.enum(['US', 'CA', 'MX'], issue('country'));

const phone = z
  .string()
  .trim()
  .refine((value) => {
    if (value === '') return true;
    const digits = value.replace(/\D/g, '').length;
    return /^\+?[0-9 ().-]+$/.test(value) && digits >= 7 && digits <= 15;
  }, issue('phone'))
  .transform((value) => (value === '' ? null : value));

const email = z
  .string()
  .trim()
  .refine((value) => value === '' || isEmailAddress(value), issue('email'))
  .transform((value) => (value === '' ? null : value));

const name = z
  .string()
  .trim()
  .min(1, issue('required'))
  .max(120, issue('nameTooLong'))
  .refine(isVisibleText, issue('nameCharacters'));

/** A person's name that may be left blank (stored as null). */
const optionalName = (maximum: number) =>
  z
    .string()
    .trim()
    .max(maximum, issue('tooLong'))
    .refine(isVisibleText, issue('nameCharacters'))
    .transform((value) => (value === '' ? null : value));

/** Adding a workspace: SPEC §2 "add" (name, website, industry, country). */
export const createWorkspaceSchema = z.object({
  name,
  website,
  industry: optionalText(120),
  country,
});
export type CreateWorkspaceValues = z.input<typeof createWorkspaceSchema>;
export type CreateWorkspaceInput = z.output<typeof createWorkspaceSchema>;

/** The edit screen's main and contact information. */
export const workspaceDetailsSchema = z.object({
  name,
  website,
  industry: optionalText(120),
  country: z.union([country, z.literal('').transform(() => null)]),
  contact_first_name: optionalName(100),
  contact_last_name: optionalName(100),
  contact_phone: phone,
  contact_email: email,
  contact_street: optionalText(200),
  contact_city: optionalText(100),
  contact_region: optionalText(100),
  contact_zip: optionalText(20),
  contact_country: z.union([country, z.literal('').transform(() => null)]),
});
export type WorkspaceDetailsValues = z.input<typeof workspaceDetailsSchema>;
export type WorkspaceDetailsInput = z.output<typeof workspaceDetailsSchema>;

const HEX = /^#[0-9A-Fa-f]{6}$/;
const color = z.string().trim().regex(HEX, issue('color'));

/** SPEC §3 colour roles: primary backgrounds, secondary text and buttons, tertiary accents, quaternary borders. */
export const brandingSchema = z.object({
  primary_color: color,
  secondary_color: color,
  tertiary_color: color,
  quaternary_color: color,
  logo_path: z.string().max(1024).nullable(),
});
export type BrandingInput = z.output<typeof brandingSchema>;

/**
 * The field a database refusal is about: a check constraint is `workspaces_<column>_check`, and a
 * value outside an enum names the enum. Null when the refusal names no field.
 */
export function fieldOfDatabaseError(
  error: { code?: string; message?: string } | null | undefined,
  fields: readonly string[],
): { field: string; message: WorkspaceFieldMessage } | null {
  if (!error) return null;
  const constraint = columnOfCheckViolation(error, 'workspaces');
  if (constraint && fields.includes(constraint)) {
    const message: WorkspaceFieldMessage =
      constraint === 'contact_email'
        ? 'email'
        : constraint === 'contact_phone'
          ? 'phone'
          : constraint === 'website'
            ? 'website'
            : constraint.endsWith('_color')
              ? 'color'
              : constraint === 'name'
                ? 'nameTooLong'
                : 'tooLong';
    return { field: constraint, message };
  }
  if (error.code === '22P02' && error.message?.includes('country_code')) {
    return { field: fields.includes('country') ? 'country' : 'contact_country', message: 'country' };
  }
  return null;
}
