import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { fieldMessages } from './field-messages.ts';

/** What is wrong with one field: a catalogue message and the values it names. */
export type FieldError = { message: MessageDescriptor; values?: Record<string, unknown> };
export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

const byId = new Map<string, MessageDescriptor>(
  Object.values(fieldMessages).map((descriptor) => [descriptor.id, descriptor]),
);

/**
 * What a form needs of a schema: Standard Schema's `validate` (https://standardschema.dev), which
 * every zod schema has; the home's waitlist writes one by hand so the home loads no zod at all
 * (docs/frontend.md, "App weight"). An issue's message is a field message's id (below).
 */
export type FormIssue = {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
  readonly code?: string;
  readonly maximum?: unknown;
  readonly params?: Record<string, unknown>;
};
type FormResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<FormIssue> };
export type FormSchema<Output> = {
  readonly '~standard': {
    readonly validate: (value: unknown) => FormResult<Output> | Promise<FormResult<Output>>;
  };
};

/** A form schema's answer, which must come at once (a form validates as the user types). */
export function validateNow<Output>(schema: FormSchema<Output>, value: unknown) {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('A form schema must validate synchronously');
  return result;
}

/** The database refused some fields of a write: which ones, and why. */
export class FieldsRefused<Field extends string> extends Error {
  readonly fieldErrors: FieldErrors<Field>;
  constructor(fieldErrors: FieldErrors<Field>) {
    super(`refused: ${Object.keys(fieldErrors).join(', ')}`);
    this.name = 'FieldsRefused';
    this.fieldErrors = fieldErrors;
  }
}

/**
 * The first problem of each field of a failed zod parse (or of a form schema's validation): its
 * message is the id of one of the shared field messages (field-messages.ts), or a key of
 * `messages` when a schema has its own.
 */
export function fieldErrorsFromZod<Field extends string>(
  error: { readonly issues: ReadonlyArray<FormIssue> },
  messages?: Readonly<Record<string, MessageDescriptor>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const segment = issue.path?.[0];
    const field = (typeof segment === 'object' ? segment.key : segment) as Field | undefined;
    if (field === undefined || errors[field]) continue;
    // A bound the message names ({maximum}), or what a refinement passed along as its `params`.
    const values =
      'maximum' in issue
        ? { maximum: Number(issue.maximum) }
        : issue.code === 'custom'
          ? issue.params
          : undefined;
    const message = messages?.[issue.message] ?? byId.get(issue.message) ?? fieldMessages.required;
    errors[field] = { message, values };
  }
  return errors;
}

/**
 * The column a database refusal is about, when it names one: a check constraint is called
 * `<table>_<column>_check` by Postgres unless the migration names it otherwise.
 */
export function columnOfCheckViolation(
  error: { code?: string; message?: string } | null | undefined,
  table: string,
): string | undefined {
  if (error?.code !== '23514') return undefined;
  const constraint = error.message?.match(/check constraint "([^"]+)"/)?.[1];
  const prefix = `${table}_`;
  if (!constraint?.startsWith(prefix) || !constraint.endsWith('_check')) return undefined;
  return constraint.slice(prefix.length, -'_check'.length);
}

/** Turns a field error into text in the reader's language. */
export function useFieldErrorText() {
  const { i18n } = useLingui();
  return useCallback(
    (error: FieldError | undefined) =>
      error ? i18n._({ ...error.message, values: error.values }) : undefined,
    [i18n],
  );
}
