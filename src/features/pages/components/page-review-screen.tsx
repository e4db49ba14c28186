import { useLingui } from '@lingui/react/macro';
import { IconWorld } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { BriefReview } from '@/components/brief-wizard/brief-review.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { AnchorLink, ButtonLink } from '@/components/router-links.tsx';

/** The last check of a page brief: the summary, the style, a recommended template, then create. */
export function PageReviewScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/pages/review' });
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t`Review landing page`}
        description={t`Choose the style and a recommended template, then create the page.`}
      />
      <BriefReview
        key={id}
        kind="page"
        workspaceId={id}
        editLink={(step, children, label) => (
          <AnchorLink
            to="/organizations/$id/pages/create"
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
            to: '/organizations/$id/pages/$campaignId/view',
            params: { id: workspaceId, campaignId },
            search: failedWith ? { generation: 'failed' } : {},
          })
        }
        empty={
          <EmptyState
            icon={<IconWorld size={30} />}
            title={t`Nothing to review yet`}
            description={t`Fill in the guided form first; its answers and the recommended templates appear here.`}
            action={
              <ButtonLink to="/organizations/$id/pages/create" params={{ id }}>
                {t`Start a guided page`}
              </ButtonLink>
            }
          />
        }
      />
    </>
  );
}
