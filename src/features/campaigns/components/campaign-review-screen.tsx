import { useLingui } from '@lingui/react/macro';
import { IconMail } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { BriefReview } from '@/components/brief-wizard/brief-review.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { AnchorLink, ButtonLink } from '@/components/router-links.tsx';

/** The last check of a brief: the summary, the mood, then create and generate. */
export function CampaignReviewScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/campaigns/review' });
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t`Review campaign`}
        description={t`Check the brief, choose a mood and create the campaign.`}
      />
      <BriefReview
        key={id}
        kind="email"
        workspaceId={id}
        editLink={(step, children, label) => (
          <AnchorLink
            to="/organizations/$id/campaigns/create"
            params={{ id }}
            search={{ step }}
            fz="sm"
            aria-label={label}
          >
            {children}
          </AnchorLink>
        )}
        onCreated={({ workspaceId, campaignId, failedWith }) =>
          navigate({
            to: '/organizations/$id/campaigns/$campaignId/view',
            params: { id: workspaceId, campaignId },
            search: failedWith ? { generation: 'failed' } : {},
          })
        }
        empty={
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
        }
      />
    </>
  );
}
