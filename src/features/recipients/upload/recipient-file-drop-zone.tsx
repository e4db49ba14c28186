import { useLingui } from '@lingui/react/macro';
import { Box, Button, Code, FileButton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
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
  const [dragging, setDragging] = useState(false);
  const rows = format.number(MAX_DATA_ROWS);
  const size = format.fileSize(MAX_FILE_BYTES);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <Stack gap="md">
      <Text fz="sm">
        {t`Choose a CSV, XLS or XLSX file. Its first row is the header email (or recipient), and each row below it holds one address; other columns are ignored.`}
      </Text>
      <Code block aria-label={t`Example of a recipients file`}>
        {'email\nana@example.com\nbruno@example.org'}
      </Code>
      <Box
        role="group"
        aria-label={t`Recipients file`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          // Moving over the zone's own button or text is not leaving it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        p="lg"
        bg={dragging ? 'indigo.0' : 'gray.0'}
        style={{
          border: `1px dashed var(--mantine-color-${dragging ? 'indigo-5' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={40} radius="xl" variant="light">
            <IconFileSpreadsheet size={20} />
          </ThemeIcon>
          <Text fz="sm">{t`Drag the file here, or`}</Text>
          <FileButton onChange={(file) => file && onFile(file)} accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />}>
                {t`Choose a file`}
              </Button>
            )}
          </FileButton>
          <Text fz="xs" c="dimmed">
            {t`Up to ${rows} addresses and ${size} per file.`}
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
