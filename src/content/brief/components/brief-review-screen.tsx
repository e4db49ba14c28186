import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconMail, IconWorld } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { AnchorLink, ButtonLink } from '@/components/router-links.tsx';
import type { BriefKind } from '@/content/brief/model/brief-draft.ts';
import { generationSearch } from '@/content/generation/api/generate.ts';
import { ViewOnlyContentScreen } from '@/content/list/components/view-only-content-screen.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { BriefReview } from './brief-review.tsx';

type ReviewScreenOfKind = {
  wizard: '/organizations/$id/campaigns/create' | '/organizations/$id/pages/create';
  created: '/organizations/$id/campaigns/$campaignId/view' | '/organizations/$id/pages/$campaignId/view';
  icon: ReactNode;
  title: MessageDescriptor;
  description: MessageDescriptor;
  emptyDescription: MessageDescriptor;
  start: MessageDescriptor;
};

const SCREENS: Record<BriefKind, ReviewScreenOfKind> = {
  email: {
    wizard: '/organizations/$id/campaigns/create',
    created: '/organizations/$id/campaigns/$campaignId/view',
    icon: <IconMail size={30} />,
    title: msg`Review campaign`,
    description: msg`Check the brief, choose a mood and create the campaign.`,
    emptyDescription: msg`Fill in the guided form first; its answers appear here for a last check.`,
    start: msg`Start a guided campaign`,
  },
  page: {
    wizard: '/organizations/$id/pages/create',
    created: '/organizations/$id/pages/$campaignId/view',
    icon: <IconWorld size={30} />,
    title: msg`Review landing page`,
    description: msg`Choose the style and a recommended template, then create the page.`,
    emptyDescription: msg`Fill in the guided form first; its answers and the recommended templates appear here.`,
    start: msg`Start a guided page`,
  },
};

type BriefReviewScreenProps = { kind: BriefKind; workspaceId: string };

/** The last check of a brief: the summary, the mood or style (and a template for a page), then create. */
export function BriefReviewScreen({ kind, workspaceId }: BriefReviewScreenProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const screen = SCREENS[kind];
  const canEdit = useCanEditContent(workspaceId);
  if (!canEdit) {
    return <ViewOnlyContentScreen kind={kind} workspaceId={workspaceId} title={i18n._(screen.title)} />;
  }
  return (
    <>
      <PageHeader title={i18n._(screen.title)} description={i18n._(screen.description)} />
      <BriefReview
        key={workspaceId}
        kind={kind}
        workspaceId={workspaceId}
        editLink={(step, children, label) => (
          <AnchorLink
            to={screen.wizard}
            params={{ id: workspaceId }}
            search={{ step }}
            fz="sm"
            aria-label={label}
          >
            {children}
          </AnchorLink>
        )}
        onCreated={(created) =>
          navigate({
            to: screen.created,
            params: { id: created.workspaceId, campaignId: created.campaignId },
            search: generationSearch(created),
          })
        }
        empty={
          <EmptyState
            icon={screen.icon}
            title={t`Nothing to review yet`}
            description={i18n._(screen.emptyDescription)}
            action={
              <ButtonLink to={screen.wizard} params={{ id: workspaceId }}>
                {i18n._(screen.start)}
              </ButtonLink>
            }
          />
        }
      />
    </>
  );
}
