import { useLingui } from '@lingui/react/macro';
import { IconStack2 } from '@tabler/icons-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';

/** The first screen after signing in: choose where to work. */
export function LobbyScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Welcome to Pitchcraft`}
        description={t`Choose the workspace to work in, or set up your first one.`}
      />
      <EmptyState
        icon={<IconStack2 size={30} />}
        title={t`No workspace chosen yet`}
        description={t`A workspace holds one business: its brand, clients, campaigns and pages. Pick one from your workspaces to start.`}
        action={<ButtonLink to="/user/organizations">{t`Go to my workspaces`}</ButtonLink>}
      />
    </>
  );
}
