import { Plural, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { addRecipientsBatch } from './add-recipients-batch.ts';
import {
  addRecipientsInBatches,
  BatchUploadError,
  NO_TOTALS,
  type UploadTotals,
} from './add-recipients-in-batches.ts';
import { parseRecipientFileInWorker } from './parse-recipient-file-in-worker.ts';
import { RecipientFileDropZone } from './recipient-file-drop-zone.tsx';
import { recipientFileProblemMessage } from './recipient-file-messages.ts';
import type { RecipientFileProblem, RecipientList } from './recipient-file-types.ts';
import { RecipientListReview } from './recipient-list-review.tsx';

export interface RecipientUploadResult {
  inserted: number;
  /** Repeated in the file plus already in the campaign. */
  duplicates: number;
  /** Rows left out because they held no valid address. */
  invalid: number;
}

export interface RecipientUploadDialogProps {
  workspaceId: string;
  campaignId: string;
  opened: boolean;
  onClose: () => void;
  onUploaded: (result: RecipientUploadResult) => void;
}

type DialogState =
  | { step: 'waiting'; problem?: { fileName: string; problem: RecipientFileProblem | null } }
  | { step: 'retrieving'; fileName: string; progress: number }
  | { step: 'retrieved'; fileName: string; list: RecipientList }
  | { step: 'uploading'; fileName: string; list: RecipientList; saved: number }
  | { step: 'upload-failed'; fileName: string; list: RecipientList; saved: number; totals: UploadTotals }
  | { step: 'done'; list: RecipientList; totals: UploadTotals };

/**
 * The recipient upload dialog (SPEC §2, §4): waiting for a file, retrieving recipients (parsed in
 * a worker), retrieved (all valid, or some invalid), then uploading in batches and done. A bad
 * file changes nothing; a failed batch keeps the list so the rest can be retried.
 */
export function RecipientUploadDialog({
  campaignId,
  opened,
  onClose,
  onUploaded,
}: RecipientUploadDialogProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [state, setState] = useState<DialogState>({ step: 'waiting' });
  const cancelParsing = useRef<() => void>(() => {});

  useEffect(() => () => cancelParsing.current(), []);

  function readFile(file: File) {
    cancelParsing.current();
    const fileName = file.name;
    setState({ step: 'retrieving', fileName, progress: 0 });
    const parsing = parseRecipientFileInWorker(file, (progress) =>
      setState((current) => (current.step === 'retrieving' ? { ...current, progress } : current)),
    );
    cancelParsing.current = parsing.cancel;
    parsing.result.then(
      (outcome) =>
        setState(
          outcome.ok
            ? { step: 'retrieved', fileName, list: outcome.list }
            : { step: 'waiting', problem: { fileName, problem: outcome.problem } },
        ),
      () => setState({ step: 'waiting', problem: { fileName, problem: null } }),
    );
  }

  async function upload(fileName: string, list: RecipientList, startAt = 0, totals = NO_TOTALS) {
    setState({ step: 'uploading', fileName, list, saved: startAt });
    try {
      const sum = await addRecipientsInBatches({
        addresses: list.addresses,
        addBatch: (emails) => addRecipientsBatch(campaignId, emails),
        startAt,
        totals,
        onProgress: (saved) => setState({ step: 'uploading', fileName, list, saved }),
      });
      setState({ step: 'done', list, totals: sum });
      onUploaded({
        inserted: sum.inserted,
        duplicates: sum.duplicates + list.duplicates,
        invalid: list.invalid.length + sum.invalid,
      });
    } catch (error) {
      const saved = error instanceof BatchUploadError ? error.saved : startAt;
      const sumSoFar = error instanceof BatchUploadError ? error.totals : totals;
      setState({ step: 'upload-failed', fileName, list, saved, totals: sumSoFar });
    }
  }

  const busy = state.step === 'uploading';
  function close() {
    if (busy) return;
    cancelParsing.current();
    // A failed upload keeps its list for a retry; everything else starts afresh next time.
    if (state.step !== 'upload-failed') setState({ step: 'waiting' });
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Upload recipients`}
      size="lg"
      fullScreen={phone}
      withCloseButton={!busy}
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
    >
      {state.step === 'waiting' && (
        <Stack gap="md">
          {state.problem && (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} />}
              title={t`This file cannot be used`}
              role="alert"
            >
              <Stack gap={4}>
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {state.problem.fileName}
                </Text>
                <Text fz="sm">
                  {state.problem.problem
                    ? t(recipientFileProblemMessage(state.problem.problem, format))
                    : t(errorMessages.generic)}
                </Text>
                <Text fz="sm" c="dimmed">{t`Nothing was uploaded.`}</Text>
              </Stack>
            </Alert>
          )}
          <RecipientFileDropZone onFile={readFile} />
        </Stack>
      )}

      {state.step === 'retrieving' && (
        <Stack gap="sm" aria-busy="true">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t`Retrieving recipients from ${state.fileName}…`}
          </Text>
          <Progress value={Math.round(state.progress * 100)} animated aria-label={t`Retrieving recipients`} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                cancelParsing.current();
                setState({ step: 'waiting' });
              }}
            >
              {t`Cancel`}
            </Button>
          </Group>
        </Stack>
      )}

      {state.step === 'retrieved' && (
        <RecipientListReview
          fileName={state.fileName}
          list={state.list}
          onUpload={() => void upload(state.fileName, state.list)}
          onChooseAnother={() => setState({ step: 'waiting' })}
        />
      )}

      {state.step === 'uploading' && (
        <Stack gap="sm" aria-busy="true">
          <Text fz="sm" aria-live="polite">
            {t`Saving recipients: ${format.number(state.saved)} of ${format.number(state.list.addresses.length)}`}
          </Text>
          <Progress
            value={(state.saved / Math.max(1, state.list.addresses.length)) * 100}
            aria-label={t`Saving recipients`}
          />
          <Text fz="xs" c="dimmed">{t`Keep this window open until the upload finishes.`}</Text>
        </Stack>
      )}

      {state.step === 'upload-failed' && (
        <Stack gap="md">
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={t`The upload stopped`}
            role="alert"
          >
            {t`${format.number(state.saved)} of ${format.number(state.list.addresses.length)} recipients were saved. The rest are still here: try again to save them.`}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t`Close`}
            </Button>
            <Button onClick={() => void upload(state.fileName, state.list, state.saved, state.totals)}>
              {t`Retry the rest`}
            </Button>
          </Group>
        </Stack>
      )}

      {state.step === 'done' && (
        <Stack gap="md">
          <Alert
            color="teal"
            icon={<IconCircleCheck size={18} />}
            title={t`Recipients uploaded`}
            role="status"
          >
            <Stack gap={4}>
              <Text fz="sm">
                <Plural
                  value={state.totals.inserted}
                  one="# recipient added to the campaign."
                  other="# recipients added to the campaign."
                />
              </Text>
              {state.totals.duplicates > 0 && (
                <Text fz="sm">
                  <Plural
                    value={state.totals.duplicates}
                    one="# was already in this campaign and was skipped."
                    other="# were already in this campaign and were skipped."
                  />
                </Text>
              )}
              {state.list.duplicates > 0 && (
                <Text fz="sm">
                  <Plural
                    value={state.list.duplicates}
                    one="# repeated address in the file was skipped."
                    other="# repeated addresses in the file were skipped."
                  />
                </Text>
              )}
              {state.list.invalid.length > 0 && (
                <Text fz="sm">
                  <Plural
                    value={state.list.invalid.length}
                    one="# row without a valid address was left out."
                    other="# rows without a valid address were left out."
                  />
                </Text>
              )}
            </Stack>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t`Done`}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
