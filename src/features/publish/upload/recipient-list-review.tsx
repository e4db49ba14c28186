import { Plural, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { RecipientList } from './recipient-file-types.ts';

/** More rows than this are summed up rather than listed: a person fixes a file, not 50,000 rows. */
const LISTED_INVALID_ROWS = 200;

interface RecipientListReviewProps {
  fileName: string;
  list: RecipientList;
  onUpload: () => void;
  onChooseAnother: () => void;
}

/** Retrieved: all valid (upload them), or some invalid (fix and upload again, or save the valid ones). */
export function RecipientListReview({ fileName, list, onUpload, onChooseAnother }: RecipientListReviewProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const valid = list.addresses.length;
  const invalid = list.invalid.length;
  const unlisted = invalid - LISTED_INVALID_ROWS;

  return (
    <Stack gap="md">
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600}>
          {fileName}
        </Text>
        {': '}
        <Plural value={valid} one="# valid address" other="# valid addresses" />
        {list.duplicates > 0 && (
          <>
            {' · '}
            <Plural
              value={list.duplicates}
              one="# repeated address in the file will be skipped"
              other="# repeated addresses in the file will be skipped"
            />
          </>
        )}
      </Text>

      {invalid === 0 ? (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={18} />}
          title={t`All recipients match the expected format`}
        >
          {t`Addresses already in this campaign are skipped when you upload.`}
        </Alert>
      ) : (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} />}
          title={t`Some recipients do not match the expected format`}
          role="alert"
        >
          <Stack gap="xs">
            <Text fz="sm">
              <Plural
                value={invalid}
                one="# row does not hold a valid email address. Fix it in your file and upload it again, or save only the valid ones."
                other="# rows do not hold a valid email address. Fix them in your file and upload it again, or save only the valid ones."
              />
            </Text>
            <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
              <Table
                striped
                withTableBorder
                fz="sm"
                aria-label={t`Rows that do not match the expected format`}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={72}>{t`Row`}</Table.Th>
                    <Table.Th>{t`Value`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.invalid.slice(0, LISTED_INVALID_ROWS).map((row) => (
                    <Table.Tr key={row.row}>
                      <Table.Td>{format.number(row.row)}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {row.value === '' ? (
                          <Text span c="dimmed" fz="sm" fs="italic">
                            {t`(empty)`}
                          </Text>
                        ) : (
                          row.value
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            {unlisted > 0 && (
              <Text fz="xs" c="dimmed">
                <Plural value={unlisted} one="…and # more row" other="…and # more rows" />
              </Text>
            )}
          </Stack>
        </Alert>
      )}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onChooseAnother}>
          {invalid === 0 ? t`Choose another file` : t`Upload another file`}
        </Button>
        {valid > 0 && (
          <Button onClick={onUpload}>
            {invalid === 0 ? (
              <Plural value={valid} one="Upload # recipient" other="Upload # recipients" />
            ) : (
              <Plural value={valid} one="Save only the valid one" other="Save only the # valid ones" />
            )}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
