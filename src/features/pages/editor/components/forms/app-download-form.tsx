import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { TextField } from '../text-field.tsx';
import { bindFields } from './bind-fields.ts';
import type { SectionFormProps } from './section-form-props.ts';

export function AppDownloadForm({ section, onChange, errorOf }: SectionFormProps<'appDownload'>) {
  const { t } = useLingui();
  const app = bindFields(section, onChange, errorOf);
  return (
    <Stack gap="sm">
      <TextField {...app.text('heading')} required />
      <TextField {...app.text('body')} multiline />
      <TextField
        {...app.text('appStoreUrl')}
        description={t`Its badge shows only with a link.`}
        placeholder="https://apps.apple.com/"
      />
      <TextField
        {...app.text('googlePlayUrl')}
        description={t`Its badge shows only with a link.`}
        placeholder="https://play.google.com/"
      />
      <TextField
        {...app.text('ctaLabel')}
        description={t`Shown instead of the badges when neither link is given; it takes visitors to the page's form.`}
        required
      />
    </Stack>
  );
}
