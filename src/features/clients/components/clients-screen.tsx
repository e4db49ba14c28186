import { useLingui } from '@lingui/react/macro';
import { IconBuildingStore } from '@tabler/icons-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** The clients this workspace runs campaigns for. */
export function ClientsScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Clients`}
        description={t`The businesses you run campaigns and pages for, each with its own leads and sender.`}
      />
      <EmptyState
        icon={<IconBuildingStore size={30} />}
        title={t`No clients yet`}
        description={t`Add a client to create campaigns and pages on their behalf. Campaigns without a client belong to the workspace.`}
      />
    </>
  );
}
