import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { BriefLanguageNote } from '@shared/ai/brief-language-note.ts';
import { IconLanguage } from '@tabler/icons-react';

/**
 * After a generation without a model from a brief written in the other language: the facts taken
 * from the brief stay in its language (the offline writer does not translate), so say which.
 */
export function BriefLanguageNotice({ note }: { note: BriefLanguageNote | null | undefined }) {
  const { t } = useLingui();
  if (!note || note.parts.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLanguage size={18} />}
      title={t`Part of the content is in the brief's language`}
    >
      {note.language === 'en'
        ? t`The points taken from the brief are in English, as the brief is: without an AI model they are not translated. Review them before you send.`
        : t`The points taken from the brief are in Spanish, as the brief is: without an AI model they are not translated. Review them before you send.`}
    </Alert>
  );
}
