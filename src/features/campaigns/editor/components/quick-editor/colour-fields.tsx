import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { fieldId } from '../../design/quick-edits.ts';
import { ColourField } from './colour-field.tsx';
import { useFieldProblemMessage } from './field-problem-message.ts';
import type { QuickSectionProps } from './quick-editor-props.ts';

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
};

/** The email's background and each section's. Text colours follow: the renderer keeps them readable. */
export function ColourFields({ fields, edits, problems, onEdit }: QuickSectionProps) {
  const { t } = useLingui();
  const problemMessage = useFieldProblemMessage();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t`Texts stay readable: where a background makes them hard to read, their colour is adjusted in the email.`}
      </Text>
      <ColourField
        id={fieldId.bodyBackground}
        label={t`Email background`}
        description={t`Around the email’s content`}
        value={edits.bodyBackground ?? fields.bodyBackground}
        onChange={(colour) => onEdit((current) => ({ ...current, bodyBackground: colour }))}
        error={problemMessage(problems[fieldId.bodyBackground])}
      />
      {fields.rows.map((row, index) => {
        const number = index + 1;
        const id = fieldId.row(row.key);
        return (
          <ColourField
            key={row.key}
            id={id}
            label={t`Section ${number} background`}
            description={row.summary ? excerpt(row.summary) : t`A section without text (a band or a line)`}
            placeholder={t`None: the email background shows`}
            value={edits.rows[row.key] ?? row.background}
            onChange={(colour) =>
              onEdit((current) => ({ ...current, rows: { ...current.rows, [row.key]: colour } }))
            }
            error={problemMessage(problems[id])}
          />
        );
      })}
    </Stack>
  );
}
