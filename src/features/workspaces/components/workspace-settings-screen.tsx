import { useLingui } from '@lingui/react/macro';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** How the workspace sends: sender name and domain, and its preferences. */
export function WorkspaceSettingsScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Settings`}
        description={t`Sender information and preferences of this workspace.`}
      />
      <WorkspaceNotFound />
    </>
  );
}
