import { useLingui } from '@lingui/react/macro';
import { TextField } from '../text-field.tsx';
import { bindFields } from './bind-fields.ts';
import type { SectionFormProps } from './section-form-props.ts';

export function FooterForm({ section, onChange, errorOf }: SectionFormProps<'footer'>) {
  const { t } = useLingui();
  const footer = bindFields(section, onChange, errorOf);
  return (
    <TextField
      {...footer.text('legal')}
      multiline
      description={t`The sender's name and postal address always show in the footer; add terms, disclaimers or a privacy notice here.`}
    />
  );
}
