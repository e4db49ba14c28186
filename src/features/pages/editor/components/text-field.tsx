import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Textarea, TextInput } from '@mantine/core';

type TextFieldProps = {
  label: MessageDescriptor;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A paragraph rather than a line. */
  multiline?: boolean;
  required?: boolean;
  description?: string;
  placeholder?: string;
};

/** One text of a section: a line or a paragraph, with its problem under it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  multiline,
  required,
  description,
  placeholder,
}: TextFieldProps) {
  const { i18n } = useLingui();
  const common = {
    label: i18n._(label),
    value,
    error,
    required,
    description,
    placeholder,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return multiline ? <Textarea {...common} autosize minRows={2} maxRows={8} /> : <TextInput {...common} />;
}
