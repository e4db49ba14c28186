import { Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BriefField, BriefKind } from '@/content/brief/model/brief-draft.ts';
import { useBriefFieldLabels } from './use-brief-field-labels.ts';

export type BriefTextFieldName = Exclude<
  BriefField,
  'workspaceId' | 'clientId' | 'primary' | 'secondary' | 'tertiary' | 'quaternary'
>;

type BriefTextFieldProps = {
  kind: BriefKind;
  field: BriefTextFieldName;
  /** The wizard form's `getInputProps(field)`: value, change, error. */
  inputProps: { value?: unknown; error?: ReactNode; onChange: (event: unknown) => void };
  multiline?: boolean;
  required?: boolean;
  disabled?: boolean;
};

/**
 * One text field of the brief. No maxLength on the element: a paste longer than the limit is
 * kept and the limit is said, instead of the browser cutting the text silently.
 */
export function BriefTextField({
  kind,
  field,
  inputProps,
  multiline,
  required,
  disabled,
}: BriefTextFieldProps) {
  const label = useBriefFieldLabels(kind)[field];
  const common = {
    ...inputProps,
    value: String(inputProps.value ?? ''),
    label: label.label,
    description: label.description,
    placeholder: label.placeholder,
    required,
    disabled,
    name: field,
  };
  return multiline ? <Textarea {...common} autosize minRows={3} maxRows={12} /> : <TextInput {...common} />;
}
