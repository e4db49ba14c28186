import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { FIELD_LABELS } from '../../document/section-labels.ts';
import { TextField } from '../text-field.tsx';
import { HeroImageField } from './hero-image-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function HeroForm({ section, onChange, errorOf, workspaceId, campaignId }: SectionFormProps<'hero'>) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <TextField
        label={FIELD_LABELS.eyebrow}
        description={t`A short line above the headline.`}
        value={section.eyebrow}
        error={errorOf('eyebrow')}
        onChange={(eyebrow) => onChange({ ...section, eyebrow })}
      />
      <TextField
        label={FIELD_LABELS.headline}
        required
        value={section.headline}
        error={errorOf('headline')}
        onChange={(headline) => onChange({ ...section, headline })}
      />
      <TextField
        label={FIELD_LABELS.subheadline}
        multiline
        value={section.subheadline}
        error={errorOf('subheadline')}
        onChange={(subheadline) => onChange({ ...section, subheadline })}
      />
      <TextField
        label={FIELD_LABELS.ctaLabel}
        required
        value={section.ctaLabel}
        error={errorOf('ctaLabel')}
        onChange={(ctaLabel) => onChange({ ...section, ctaLabel })}
      />
      <TextField
        label={FIELD_LABELS.ctaUrl}
        description={t`Leave it empty to take visitors to the page's form.`}
        placeholder="https://"
        value={section.ctaUrl}
        error={errorOf('ctaUrl')}
        onChange={(ctaUrl) => onChange({ ...section, ctaUrl })}
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
