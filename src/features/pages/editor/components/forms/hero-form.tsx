import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { TextField } from '../text-field.tsx';
import { bindFields } from './bind-fields.ts';
import { HeroImageField } from './hero-image-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function HeroForm({ section, onChange, errorOf, workspaceId, campaignId }: SectionFormProps<'hero'>) {
  const { t } = useLingui();
  const hero = bindFields(section, onChange, errorOf);
  return (
    <Stack gap="sm">
      <TextField {...hero.text('eyebrow')} description={t`A short line above the headline.`} />
      <TextField {...hero.text('headline')} required />
      <TextField {...hero.text('subheadline')} multiline />
      <TextField {...hero.text('ctaLabel')} required />
      <TextField
        {...hero.text('ctaUrl')}
        description={t`Leave it empty to take visitors to the page's form.`}
        placeholder="https://"
      />
      <HeroImageField
        imageUrl={section.imageUrl}
        error={errorOf('imageUrl')}
        workspaceId={workspaceId}
        campaignId={campaignId}
        onChange={(imageUrl) => onChange({ ...section, imageUrl })}
      />
    </Stack>
  );
}
