import { useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ButtonEdit, type ButtonField, fieldId } from '../../design/quick-edits.ts';
import { ColourField } from './colour-field.tsx';
import { useFieldProblemMessage } from './field-problem-message.ts';
import type { QuickSectionProps } from './quick-editor-props.ts';

/** Each button's label, link and colours. */
export function ButtonFields({ fields, edits, problems, onEdit }: QuickSectionProps) {
  const { t } = useLingui();
  const problemMessage = useFieldProblemMessage();
  if (fields.buttons.length === 0) return <Text size="sm" c="dimmed">{t`This email has no buttons.`}</Text>;

  const edit = (field: ButtonField, part: keyof ButtonEdit, value: string) =>
    onEdit((current) => ({
      ...current,
      buttons: { ...current.buttons, [field.key]: { ...current.buttons[field.key], [part]: value } },
    }));
  const value = (field: ButtonField, part: keyof ButtonEdit) =>
    edits.buttons[field.key]?.[part] ?? field[part];
  const problem = (field: ButtonField, part: keyof ButtonEdit) =>
    problemMessage(problems[fieldId.button(field.key, part)]);

  return (
    <Stack gap="md">
      {fields.buttons.map((field, index) => {
        const number = index + 1;
        return (
          <Fieldset key={field.key} legend={fields.buttons.length > 1 ? t`Button ${number}` : t`Button`}>
            <Stack gap="sm">
              <TextInput
                id={fieldId.button(field.key, 'label')}
                label={t`Label`}
                value={value(field, 'label')}
                onChange={(event) => edit(field, 'label', event.currentTarget.value)}
                error={problem(field, 'label')}
              />
              <TextInput
                id={fieldId.button(field.key, 'url')}
                label={t`Link`}
                type="url"
                inputMode="url"
                value={value(field, 'url')}
                onChange={(event) => edit(field, 'url', event.currentTarget.value)}
                error={problem(field, 'url')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <ColourField
                  id={fieldId.button(field.key, 'background')}
                  label={t`Button colour`}
                  value={value(field, 'background')}
                  onChange={(colour) => edit(field, 'background', colour)}
                  error={problem(field, 'background')}
                />
                <ColourField
                  id={fieldId.button(field.key, 'color')}
                  label={t`Label colour`}
                  value={value(field, 'color')}
                  onChange={(colour) => edit(field, 'color', colour)}
                  error={problem(field, 'color')}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
