import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { MOODS, type Mood, PAGE_TEMPLATES, type PageTemplate, type Palette } from '@shared/content/brief.ts';
import type { PageDocument } from '@shared/content/page-document.ts';
import { PaletteEditor } from '@/components/palette/palette-editor.tsx';
import { MOOD_LABELS, templateName } from '@/content/brief/model/brief-labels.ts';
import { FIELD_LABELS } from '../document/section-labels.ts';
import { TextField } from './text-field.tsx';

type PageSettingsProps = {
  document: PageDocument;
  palette: Palette;
  fallbackPalette: Palette;
  mood: Mood;
  pageName: string;
  errorOf: (...path: (string | number)[]) => string | undefined;
  onSeoChange: (seo: Partial<PageDocument['seo']>) => void;
  onTemplateChange: (template: PageTemplate) => void;
  onMoodChange: (mood: Mood) => void;
  onPaletteChange: (palette: Palette) => void;
};

/** The page as a whole: what search engines show, the template, the style and the four colours. */
export function PageSettings({
  document,
  palette,
  fallbackPalette,
  mood,
  pageName,
  errorOf,
  onSeoChange,
  onTemplateChange,
  onMoodChange,
  onPaletteChange,
}: PageSettingsProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t`Design`}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t`Template`}
            description={t`The same sections, laid out differently.`}
            data={PAGE_TEMPLATES.map((value) => ({ value, label: templateName(value) }))}
            value={document.template}
            onChange={(value) => value && onTemplateChange(value as PageTemplate)}
            allowDeselect={false}
            checkIconPosition="right"
          />
          <Select
            label={t`Style`}
            description={t`The mood of type, corners and spacing.`}
            data={MOODS.map((value) => ({ value, label: i18n._(MOOD_LABELS[value]) }))}
            value={mood}
            onChange={(value) => value && onMoodChange(value as Mood)}
            allowDeselect={false}
            checkIconPosition="right"
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t`Colours`}
        </Title>
        <PaletteEditor
          palette={palette}
          onChange={onPaletteChange}
          fallback={fallbackPalette}
          name={pageName}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t`Search engines and sharing`}
        </Title>
        <TextField
          label={FIELD_LABELS.seoTitle}
          required
          description={t`Shown in the browser tab and search results; up to 70 characters.`}
          value={document.seo.title}
          error={errorOf('seo', 'title')}
          onChange={(title) => onSeoChange({ title })}
        />
        <TextField
          label={FIELD_LABELS.seoDescription}
          required
          multiline
          description={t`The summary under the title in search results; up to 170 characters.`}
          value={document.seo.description}
          error={errorOf('seo', 'description')}
          onChange={(description) => onSeoChange({ description })}
        />
      </Stack>
    </Stack>
  );
}
