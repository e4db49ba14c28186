import { useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import { isUnsubscribeLink } from '../../design/field-rules.ts';
import { fieldId, linksInText } from '../../design/quick-edits.ts';
import { useFieldProblemMessage } from './field-problem-message.ts';
import type { QuickSectionProps } from './quick-editor-props.ts';

/** The links inside texts, by their words; the unsubscribe link is shown, not edited. */
export function LinkFields({ fields, edits, problems, onEdit }: QuickSectionProps) {
  const { t } = useLingui();
  const problemMessage = useFieldProblemMessage();
  const links = linksInText(fields, edits);
  if (links.length === 0)
    return <Text size="sm" c="dimmed">{t`The texts of this email have no links.`}</Text>;
  return (
    <Stack gap="md">
      {links.map((link) => {
        const id = fieldId.link(link.key);
        const words = link.label || '…';
        const label = t`Link on “${words}”`;
        if (isUnsubscribeLink(link.href)) {
          return (
            <TextInput
              key={link.key}
              id={id}
              label={label}
              value={t`The recipient’s unsubscribe link`}
              description={t`Filled in for each recipient when the email is sent.`}
              readOnly
              variant="filled"
            />
          );
        }
        return (
          <TextInput
            key={link.key}
            id={id}
            label={label}
            type="url"
            inputMode="url"
            value={edits.links[link.key] ?? link.href}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onEdit((current) => ({ ...current, links: { ...current.links, [link.key]: value } }));
            }}
            error={problemMessage(problems[id])}
          />
        );
      })}
    </Stack>
  );
}
