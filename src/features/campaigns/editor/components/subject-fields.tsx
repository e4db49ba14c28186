import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, TextInput } from '@mantine/core';

type SubjectFieldsProps = {
  subject: string;
  preheader: string;
  subjectError: string | undefined;
  onSubject: (value: string) => void;
  onPreheader: (value: string) => void;
};

/** What inboxes show before the email is opened, above the editor in both of its modes. */
export function SubjectFields({
  subject,
  preheader,
  subjectError,
  onSubject,
  onPreheader,
}: SubjectFieldsProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t`Subject`}
          description={t`The first thing recipients read.`}
          value={subject}
          onChange={(event) => onSubject(event.currentTarget.value)}
          error={subjectError}
          maxLength={200}
          withAsterisk
        />
        <TextInput
          label={t`Preheader`}
          description={t`Shown after the subject in most inboxes.`}
          value={preheader}
          onChange={(event) => onPreheader(event.currentTarget.value)}
          maxLength={250}
        />
      </SimpleGrid>
    </Paper>
  );
}
