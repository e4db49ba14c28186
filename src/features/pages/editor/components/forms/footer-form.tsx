import { useLingui } from '@lingui/react/macro';
import { FIELD_LABELS } from '../../document/section-labels.ts';
import { TextField } from '../text-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function FooterForm({ section, onChange, errorOf }: SectionFormProps<'footer'>) {
  const { t } = useLingui();
  return (
    <TextField
      label={FIELD_LABELS.legal}
      multiline
      description={t`The sender's name and postal address always show in the footer; add terms, disclaimers or a privacy notice here.`}
      value={section.legal}
      error={errorOf('legal')}
      onChange={(legal) => onChange({ ...section, legal })}
    />
  );
}
