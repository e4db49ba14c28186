import { useLingui } from '@lingui/react/macro';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** A workspace's main information, contact information, colours and logo. */
export function WorkspaceEditScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Edit workspace`}
        description={t`Main information, contact information, colours and logo.`}
      />
      <WorkspaceNotFound />
    </>
  );
}
