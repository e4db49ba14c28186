import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsFromZod, useFieldErrorText } from './field-errors.ts';

/**
 * Text fields checked by a zod schema on submit: an error stays on its field until the field is
 * edited, and what `save` resolves to (the fields the server refused) is shown the same way.
 */
export function useZodForm<Field extends string, Output extends Record<Field, unknown>>(
  schema: z.ZodType<Output>,
  initialValues: Record<Field, string>,
  save: (input: Output) => Promise<FieldErrors<Field> | undefined>,
) {
  const errorText = useFieldErrorText();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);

  const field = (name: Field) => ({
    value: values[name],
    error: errorText(errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** A field whose input hands over the value itself (a Select) rather than an event. */
  const choice = (name: Field) => ({
    value: values[name],
    error: errorText(errors[name]),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod<Field>(parsed.error));
      return;
    }
    setErrors({});
    // Show the values as saved: trimmed, lower-cased domains, https:// added.
    const tidied = { ...values };
    for (const name of Object.keys(values) as Field[]) tidied[name] = String(parsed.data[name] ?? '');
    setValues(tidied);
    setSaving(true);
    try {
      setErrors((await save(parsed.data)) ?? {});
    } finally {
      setSaving(false);
    }
  };

  return { values, field, choice, onSubmit, saving };
}
