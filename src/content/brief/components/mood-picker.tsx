import { useLingui } from '@lingui/react/macro';
import { Box, Radio, SimpleGrid, Text } from '@mantine/core';
import { MOODS, type Mood } from '@shared/content/brief.ts';
import type { BriefKind } from '@/content/brief/model/brief-draft.ts';
import { MOOD_LABELS } from '@/content/brief/model/brief-labels.ts';
import type { Palette } from '@/lib/colors/palette.ts';
import { readableSample } from '@/lib/colors/readable-sample.ts';
import { moodLook } from './mood-look.ts';

type MoodPickerProps = {
  kind: BriefKind;
  value: Mood;
  onChange: (mood: Mood) => void;
  palette: Palette;
  /** The brief's product, shown on each sample. */
  productName: string;
  label: string;
  description: string;
  disabled?: boolean;
};

/** The thirteen moods as radio cards, each a small sample in its own type and the brief's colours. */
export function MoodPicker({
  kind,
  value,
  onChange,
  palette,
  productName,
  label,
  description,
  disabled,
}: MoodPickerProps) {
  const { i18n } = useLingui();
  // Drawn as the generated emails and pages draw the palette: text lifted until it reads.
  const colors = readableSample(palette);
  return (
    <Radio.Group
      value={value}
      onChange={(mood) => onChange(mood as Mood)}
      label={label}
      description={description}
    >
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" mt="sm">
        {MOODS.map((mood) => {
          const look = moodLook(kind, mood);
          const name = i18n._(MOOD_LABELS[mood]);
          const checked = mood === value;
          return (
            <Radio.Card
              key={mood}
              value={mood}
              radius="md"
              disabled={disabled}
              aria-label={name}
              style={{
                outline: checked ? '3px solid var(--mantine-color-indigo-6)' : undefined,
                outlineOffset: 2,
                overflow: 'hidden',
              }}
            >
              <Box
                p="sm"
                ta={look.align}
                style={{ background: colors.background, color: colors.text, fontFamily: look.bodyFont }}
              >
                <Text
                  fz={10}
                  fw={700}
                  tt={look.uppercaseLabel ? 'uppercase' : undefined}
                  truncate
                  style={{
                    color: colors.accent,
                    letterSpacing: look.uppercaseLabel ? 1 : 0,
                    fontFamily: 'inherit',
                  }}
                >
                  {productName}
                </Text>
                <Text
                  fz={20}
                  lh={1.2}
                  mt={2}
                  style={{
                    fontFamily: look.headingFont,
                    fontWeight: look.headingWeight,
                    letterSpacing: look.letterSpacing,
                    color: colors.text,
                  }}
                >
                  {name}
                </Text>
                <Box my={8} style={{ height: 1, background: colors.line }} />
                <Box
                  component="span"
                  display="inline-block"
                  px={10}
                  py={4}
                  fz={11}
                  fw={600}
                  style={{
                    background: colors.button,
                    color: colors.buttonLabel,
                    borderRadius: look.radius,
                  }}
                  aria-hidden
                >
                  Aa
                </Box>
              </Box>
              {checked && <Box h={4} bg="indigo.6" />}
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
