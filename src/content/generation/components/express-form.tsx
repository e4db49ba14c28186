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
import type { ReactNode } from 'react';
import {
  clientRequiredIn,
  type ExpressInput,
  type ExpressProgress,
  expressClientsQueryOptions,
  expressInput,
  expressWorkspacesQueryOptions,
} from '@/content/generation/api/express.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { useClientChoice } from './client-choice.ts';

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
  const { data: workspaces } = useSuspenseQuery(expressWorkspacesQueryOptions());
  const form = useSchemaForm(expressInput, {
    initialValues: {
      name: '',
      workspaceId,
      clientId: '',
      // A prompt a visitor tried in the live demo (/livedemo) before signing up.
      prompt: globalThis.localStorage?.getItem('pitchcraft.demo-prompt') ?? '',
    },
  });
  const clients = useQuery({ ...expressClientsQueryOptions(form.values.workspaceId), placeholderData: [] });
  const busy = progress !== 'idle';
  const choice = useClientChoice({
    required: clientRequiredIn(workspaces, form.values.workspaceId),
    clientCount: clients.isPlaceholderData ? undefined : clients.data?.length,
  });

  const submit = (input: ExpressInput) => {
    if (choice.selectProps.required && !input.clientId) return form.setFieldError('clientId', choice.missing);
    globalThis.localStorage?.removeItem('pitchcraft.demo-prompt');
    onSubmit(input);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={760}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label={labels.name}
            required
            maxLength={200}
            {...form.getInputProps('name')}
            disabled={busy}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Workspace`}
              required
              allowDeselect={false}
              data={workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
              {...form.getInputProps('workspaceId')}
              // Another workspace has other clients.
              onChange={(value) => value && form.setValues({ workspaceId: value, clientId: '' })}
              disabled={busy}
            />
            <Select
              label={t`Client`}
              description={choice.description ?? labels.clientHint}
              {...choice.selectProps}
              data={(clients.data ?? []).map((client) => ({ value: client.id, label: client.name }))}
              {...form.getInputProps('clientId')}
              value={form.values.clientId || null}
              onChange={(value) => form.setFieldValue('clientId', value ?? '')}
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
            {...form.getInputProps('prompt')}
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
