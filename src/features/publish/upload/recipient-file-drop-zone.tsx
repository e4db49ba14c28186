import { useLingui } from '@lingui/react/macro';
import { Code, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { FileDropZone } from '@/components/file-drop-zone.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { ACCEPTED_EXTENSIONS, MAX_DATA_ROWS, MAX_FILE_BYTES } from './recipient-file-limits.ts';

const ACCEPT = [
  ...ACCEPTED_EXTENSIONS,
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** Waiting for a file: what the file should look like, a drop zone and a file picker. */
export function RecipientFileDropZone({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useLingui();
  const format = useFormatters();
  const rows = format.number(MAX_DATA_ROWS);
  const size = format.fileSize(MAX_FILE_BYTES);

  return (
    <Stack gap="md">
      <Text fz="sm">
        {t`Choose a CSV, XLS or XLSX file. Its first row is the header email (or recipient), and each row below it holds one address; other columns are ignored.`}
      </Text>
      <Code block aria-label={t`Example of a recipients file`}>
        {'email\nana@example.com\nbruno@example.org'}
      </Code>
      <FileDropZone
        label={t`Recipients file`}
        prompt={t`Drag the file here, or`}
        buttonLabel={t`Choose a file`}
        icon={<IconFileSpreadsheet size={20} />}
        buttonIcon={<IconUpload size={16} />}
        accept={ACCEPT}
        hint={t`Up to ${rows} addresses and ${size} per file.`}
        onFiles={([file]) => onFile(file)}
      />
    </Stack>
  );
}
