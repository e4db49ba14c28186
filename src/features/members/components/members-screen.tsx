import { useLingui } from '@lingui/react/macro';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** Who belongs to the workspace, with their role. */
export function MembersScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Members`} description={t`The people of this workspace and their roles.`} />
      <WorkspaceNotFound />
    </>
  );
}
