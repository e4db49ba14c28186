import { useLingui } from '@lingui/react/macro';
import { IconMail } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';

/** The workspace's email campaigns. */
export function CampaignsScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/campaigns/' });
  return (
    <>
      <PageHeader title={t`Campaigns`} description={t`Email campaigns of this workspace and its clients.`} />
      <EmptyState
        icon={<IconMail size={30} />}
        title={t`No campaigns yet`}
        description={t`Create a campaign from a single prompt, or follow the guided form for more control.`}
        action={
          <ButtonLink to="/organizations/$id/campaigns/create" params={{ id }}>
            {t`Start a guided campaign`}
          </ButtonLink>
        }
      />
    </>
  );
}
