import type { MessageDescriptor } from '@lingui/core';
import { type UseFormInput, useForm } from '@mantine/form';
import { type FormEvent, type ReactNode, useCallback } from 'react';
import {
  type FieldError,
  type FieldErrors,
  type FormSchema,
  fieldErrorsFromZod,
  useFieldErrorText,
  validateNow,
} from './field-errors.ts';

/** What a submit may resolve to: the fields the server refused, said under each one. */
// biome-ignore lint/suspicious/noConfusingVoidType: a save that answers nothing (a toast, a redirect) refused nothing.
type Refusals = FieldErrors<string> | undefined | void;

type SchemaFormOptions<Values, Output> = Omit<
  UseFormInput<Values, Output>,
  'mode' | 'validate' | 'transformValues' | 'initialValues'
> & {
  initialValues: Values;
  /** The catalogue the schema's issue messages are keys of, when not the shared field messages' ids. */
  messages?: Readonly<Record<string, MessageDescriptor>>;
};

/**
 * The app's form (docs/patterns.md, "A form"): @mantine/form with the zod schema the mutation
 * parses its input with. Errors sit under their field in the reader's language (and follow a
 * change of language); `form.onSubmit(save)` hands `save` the schema's output, shows the values
 * as they will be stored, keeps everything typed whatever happens, sets `form.submitting` until
 * `save` settles and puts the refusals it resolves to under their fields.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Output>(
  // A zod schema, or (the home's waitlist, which must not bring zod) a Standard Schema by hand.
  schema: FormSchema<Output>,
  { messages, ...options }: SchemaFormOptions<Values, Output>,
) {
  // Stable while the schema is, so Mantine's setters are too (effects may depend on them).
  const validate = useCallback(
    (values: Values) => {
      const result = validateNow(schema, values);
      return result.issues ? errorNodes(fieldErrorsFromZod(result, messages)) : {};
    },
    [schema, messages],
  );
  const form = useForm<Values, Output>({
    mode: 'controlled',
    ...options,
    validate,
    transformValues: (values) => {
      // Called once `validate` passed: the schema's output.
      const result = validateNow(schema, values);
      if (result.issues) throw new Error('transformValues before a passing validation');
      return result.value;
    },
  });

  const onSubmit =
    (save: (input: Output) => Refusals | Promise<Refusals>) => (event?: FormEvent<HTMLFormElement>) =>
      form.onSubmit(async (input) => {
        form.setValues(asStored(form.getValues(), input));
        const refusals = await save(input);
        if (refusals) showRefusals(form, refusals);
      })(event);

  return { ...form, onSubmit };
}

/** Puts refusals found after a submit (the server's answer) under their fields. */
export function showRefusals(
  form: { setFieldError: (field: string, error: ReactNode) => void },
  refusals: FieldErrors<string>,
) {
  for (const [field, error] of Object.entries(refusals)) {
    if (error) form.setFieldError(field, <FieldErrorText error={error} />);
  }
}

function errorNodes(errors: FieldErrors<string>): Record<string, ReactNode> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error && <FieldErrorText error={error} />]),
  );
}

/** Translated where it renders, so an error shown before a change of language follows it. */
function FieldErrorText({ error }: { error: FieldError }) {
  return useFieldErrorText()(error);
}

/** The typed values with each text field replaced by what the schema made of it (trimmed, tidied). */
function asStored<Values extends Record<string, unknown>>(values: Values, output: unknown): Values {
  if (typeof output !== 'object' || output === null) return values;
  const shown: Record<string, unknown> = { ...values };
  for (const [field, value] of Object.entries(values)) {
    if (typeof value !== 'string' || !(field in output)) continue;
    const stored = (output as Record<string, unknown>)[field];
    if (typeof stored === 'string' || stored === null) shown[field] = stored ?? '';
  }
  return shown as Values;
}
