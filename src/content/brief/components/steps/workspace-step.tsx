import { Select, SimpleGrid } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { clientBrandsQueryOptions } from '@/content/brief/api/brand-queries.ts';
import type { BriefDraft, BriefKind } from '@/content/brief/model/brief-draft.ts';
import { clientRequiredIn, expressWorkspacesQueryOptions } from '@/content/generation/api/express.ts';
import { useClientChoice } from '@/content/generation/components/client-choice.ts';
import { useBriefFieldLabels } from '../use-brief-field-labels.ts';

type WorkspaceStepProps = {
  kind: BriefKind;
  draft: BriefDraft;
  errors: { workspaceId?: ReactNode; clientId?: ReactNode };
  onWorkspace: (workspaceId: string) => void;
  onClient: (clientId: string) => void;
};

/**
 * Who the campaign is for: one of the workspaces the user creates in and one of its clients,
 * optional unless the user is limited to some clients there.
 */
export function WorkspaceStep({ kind, draft, errors, onWorkspace, onClient }: WorkspaceStepProps) {
  const labels = useBriefFieldLabels(kind);
  const { data: workspaces } = useSuspenseQuery(expressWorkspacesQueryOptions());
  const clients = useQuery({ ...clientBrandsQueryOptions(draft.workspaceId), placeholderData: [] });
  const hasClients = (clients.data?.length ?? 0) > 0;
  const choice = useClientChoice({
    required: clientRequiredIn(workspaces, draft.workspaceId),
    clientCount: clients.isPlaceholderData ? undefined : clients.data?.length,
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={labels.workspaceId.label}
        description={labels.workspaceId.description}
        required
        allowDeselect={false}
        data={workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
        value={draft.workspaceId || null}
        error={errors.workspaceId}
        onChange={(value) => value && onWorkspace(value)}
      />
      <Select
        label={labels.clientId.label}
        description={choice.description ?? labels.clientId.description}
        {...choice.selectProps}
        data={(clients.data ?? []).map((client) => ({ value: client.id, label: client.name }))}
        value={draft.clientId || null}
        error={errors.clientId}
        onChange={(value) => onClient(value ?? '')}
        disabled={!hasClients}
      />
    </SimpleGrid>
  );
}
