import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  type ExpressInput,
  type ExpressProgress,
  expressClientsQueryOptions,
  expressInput,
  expressWorkspacesQueryOptions,
} from '@/content/generation/api/express.ts';
import { type FieldErrors, fieldErrorsFromZod, useFieldErrorText } from '@/lib/forms/field-errors.ts';

type Field = 'name' | 'workspaceId' | 'clientId' | 'prompt';

type ExpressFormProps = {
  workspaceId: string;
  labels: {
    name: string;
    clientHint: string;
    prompt: string;
    promptPlaceholder: string;
    submit: string;
    designing: string;
  };
  /** Fields only one kind has (a page's template). */
  extra?: ReactNode;
  progress: ExpressProgress;
  onSubmit: (input: ExpressInput) => void;
};

/** The express form of campaigns and pages: what the user typed stays put whatever happens. */
export function ExpressForm({ workspaceId, labels, extra, progress, onSubmit }: ExpressFormProps) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const { data: workspaces } = useSuspenseQuery(expressWorkspacesQueryOptions());
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    workspaceId,
    clientId: '',
    // A prompt a visitor tried in the live demo (/livedemo) before signing up.
    prompt: globalThis.localStorage?.getItem('pitchcraft.demo-prompt') ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const clients = useQuery({ ...expressClientsQueryOptions(values.workspaceId), placeholderData: [] });
  const busy = progress !== 'idle';

  const set = (name: Field, value: string) => {
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === 'workspaceId' ? { clientId: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = expressInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod<Field>(parsed.error));
      return;
    }
    globalThis.localStorage?.removeItem('pitchcraft.demo-prompt');
    onSubmit(parsed.data);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={labels.name}
            required
            maxLength={200}
            value={values.name}
            error={errorText(errors.name)}
            onChange={(event) => set('name', event.currentTarget.value)}
            disabled={busy}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Workspace`}
              required
              allowDeselect={false}
              data={workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
              value={values.workspaceId}
              error={errorText(errors.workspaceId)}
              onChange={(value) => value && set('workspaceId', value)}
              disabled={busy}
            />
            <Select
              label={t`Client`}
              description={labels.clientHint}
              placeholder={clients.data?.length ? t`No client` : t`This workspace has no clients`}
              clearable
              data={(clients.data ?? []).map((client) => ({ value: client.id, label: client.name }))}
              value={values.clientId || null}
              onChange={(value) => set('clientId', value ?? '')}
              disabled={busy || !clients.data?.length}
            />
          </SimpleGrid>
          {extra}
          <Textarea
            label={labels.prompt}
            placeholder={labels.promptPlaceholder}
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={4000}
            value={values.prompt}
            error={errorText(errors.prompt)}
            onChange={(event) => set('prompt', event.currentTarget.value)}
            disabled={busy}
          />
          {busy ? (
            <GenerationProgress progress={progress} designing={labels.designing} />
          ) : (
            <Group justify="flex-end">
              <Button type="submit">{labels.submit}</Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function GenerationProgress({ progress, designing }: { progress: ExpressProgress; designing: string }) {
  const { t } = useLingui();
  // The function writes and lays out in one call, so those two steps run together.
  const steps = [
    { label: t`Saving the brief`, done: progress === 'generating', active: progress === 'saving' },
    { label: t`Writing the content`, done: false, active: progress === 'generating' },
    { label: designing, done: false, active: progress === 'generating' },
  ];
  return (
    <Alert variant="light" color="indigo" role="status" aria-live="polite" title={t`Creating…`}>
      <Stack gap={6}>
        {steps.map((step) => (
          <Group key={step.label} gap="xs" wrap="nowrap">
            {step.done ? (
              <IconCheck size={16} />
            ) : step.active ? (
              <Loader size={14} />
            ) : (
              <span style={{ width: 16 }} />
            )}
            <Text size="sm" c={step.done || step.active ? undefined : 'dimmed'}>
              {step.label}
            </Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed">{t`This usually takes a few seconds; keep this tab open.`}</Text>
      </Stack>
    </Alert>
  );
}
