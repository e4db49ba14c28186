import { useLingui } from '@lingui/react/macro';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';

/** The current workspace at a glance. */
export function WorkspaceDashboardScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/dashboard' });
  return (
    <>
      <PageHeader title={t`Dashboard`} description={t`Your workspace at a glance.`} />
      <EmptyState
        icon={<IconLayoutDashboard size={30} />}
        title={t`Nothing to show yet`}
        description={t`Figures appear here once this workspace has sent campaigns or published pages.`}
        action={
          <ButtonLink to="/organizations/$id/campaigns" params={{ id }}>
            {t`Go to campaigns`}
          </ButtonLink>
        }
      />
    </>
  );
}
