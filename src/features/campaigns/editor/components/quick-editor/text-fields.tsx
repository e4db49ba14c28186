import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Textarea } from '@mantine/core';
import { fieldId, type TextField } from '../../design/quick-edits.ts';
import { useFieldProblemMessage } from './field-problem-message.ts';
import type { QuickSectionProps } from './quick-editor-props.ts';

/** Headings are numbered among headings, texts among texts: "Heading 1", "Text 2". */
function ordinalsByKind(texts: TextField[]): Map<string, number> {
  const counts = { heading: 0, text: 0 };
  return new Map(texts.map((field) => [field.key, ++counts[field.kind]]));
}

/** Headings and text blocks, each as plain paragraphs. */
export function TextFields({ fields, edits, problems, onEdit }: QuickSectionProps) {
  const { t } = useLingui();
  const problemMessage = useFieldProblemMessage();
  const ordinals = ordinalsByKind(fields.texts);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t`A blank line starts a new paragraph; lines that start with • make a list. A text keeps its bold and other formatting until you change it.`}
      </Text>
      {fields.texts.map((field) => {
        const number = ordinals.get(field.key);
        const label = field.kind === 'heading' ? t`Heading ${number}` : t`Text ${number}`;
        const id = fieldId.text(field.key);
        return (
          <Textarea
            key={field.key}
            id={id}
            label={label}
            value={edits.texts[field.key] ?? field.text}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onEdit((current) => ({ ...current, texts: { ...current.texts, [field.key]: value } }));
            }}
            error={problemMessage(problems[id])}
            autosize
            minRows={field.kind === 'heading' ? 1 : 3}
            maxRows={14}
          />
        );
      })}
    </Stack>
  );
}
