import { Textarea, TextInput } from '@mantine/core';
import type { BriefDraft, BriefField, BriefKind } from '@/content/brief/model/brief-draft.ts';
import { useBriefFieldLabels } from './use-brief-field-labels.ts';

type TextField = Exclude<
  BriefField,
  'workspaceId' | 'clientId' | 'primary' | 'secondary' | 'tertiary' | 'quaternary'
>;

type BriefTextFieldProps = {
  kind: BriefKind;
  field: TextField;
  draft: BriefDraft;
  error?: string;
  onChange: (field: TextField, value: string) => void;
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
  draft,
  error,
  onChange,
  multiline,
  required,
  disabled,
}: BriefTextFieldProps) {
  const label = useBriefFieldLabels(kind)[field];
  const common = {
    label: label.label,
    description: label.description,
    placeholder: label.placeholder,
    required,
    disabled,
    value: draft[field],
    error,
    name: field,
  };
  return multiline ? (
    <Textarea
      {...common}
      autosize
      minRows={3}
      maxRows={12}
      onChange={(event) => onChange(field, event.currentTarget.value)}
    />
  ) : (
    <TextInput {...common} onChange={(event) => onChange(field, event.currentTarget.value)} />
  );
}
