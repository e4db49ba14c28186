import { useLingui } from '@lingui/react/macro';
import { IconStack2 } from '@tabler/icons-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** The user's workspaces, with the one they work in. */
export function WorkspacesScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`My workspaces`}
        description={t`The businesses you work for. Set one as current to work in it.`}
      />
      <EmptyState
        icon={<IconStack2 size={30} />}
        title={t`You have no workspaces yet`}
        description={t`Each workspace keeps one business apart: its colours, logo, contacts, clients and campaigns.`}
      />
    </>
  );
}
