import type { MessageDescriptor } from '@lingui/core';
import { FIELD_LABELS } from '../../document/section-labels.ts';

/** The problem of a field, by its path inside what is edited: errorOf('items', 0, 'title'). */
export type ErrorOf = (...path: (string | number)[]) => string | undefined;

/** The keys of Value's texts that have a label. */
type TextKey<Value> = { [K in keyof Value]-?: Value[K] extends string ? K : never }[keyof Value] &
  keyof typeof FIELD_LABELS;

/** What a TextField needs of one text. */
type TextFieldBinding = {
  label: MessageDescriptor;
  value: string;
  error?: string;
  onChange: (text: string) => void;
};

/** A section, or one item of its lists, as its form edits it. */
export type BoundFields<Value> = {
  value: Value;
  onChange: (value: Value) => void;
  /** Problems by a path inside this value. */
  errorOf: ErrorOf;
  /** One of its texts for a TextField: labelled by its key, with its problem, changed in place. */
  text: (key: TextKey<Value>) => TextFieldBinding;
};

export function bindFields<Value>(
  value: Value,
  onChange: (value: Value) => void,
  errorOf: ErrorOf,
): BoundFields<Value> {
  return {
    value,
    onChange,
    errorOf,
    text: (key) => ({
      label: FIELD_LABELS[key],
      value: value[key] as string,
      error: errorOf(key),
      onChange: (text) => onChange({ ...value, [key]: text }),
    }),
  };
}
