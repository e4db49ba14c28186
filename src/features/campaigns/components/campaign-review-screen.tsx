import { useLingui } from '@lingui/react/macro';
import { IconMail } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';

/** The last check of a brief before the campaign is created. */
export function CampaignReviewScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/campaigns/review' });
  return (
    <>
      <PageHeader
        title={t`Review campaign`}
        description={t`Check the brief, choose a mood and create the campaign.`}
      />
      <EmptyState
        icon={<IconMail size={30} />}
        title={t`Nothing to review yet`}
        description={t`Fill in the guided form first; its answers appear here for a last check.`}
        action={
          <ButtonLink to="/organizations/$id/campaigns/create" params={{ id }}>
            {t`Start a guided campaign`}
          </ButtonLink>
        }
      />
    </>
  );
}
