import { useLingui } from '@lingui/react/macro';
import { IconArrowLeft } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { ViewOnlyScreen } from '@/components/view-only.tsx';
import type { CampaignListRow } from '@/content/list/api/workspace-campaign-list.ts';

type ViewOnlyContentScreenProps = {
  kind: CampaignListRow['kind'];
  workspaceId: string;
  /** The campaign or page an editor address was about: the way back leads to its view. */
  campaignId?: string;
  title: string;
};

/**
 * What a viewer finds at an address that only writes (creating, reviewing a brief, an editor):
 * the screen's title, why there is no form, and the way back to what they can read.
 */
export function ViewOnlyContentScreen({ kind, workspaceId, campaignId, title }: ViewOnlyContentScreenProps) {
  const { t } = useLingui();
  const common = { variant: 'light', leftSection: <IconArrowLeft size={16} /> } as const;
  const back = campaignId ? (
    kind === 'email' ? (
      <ButtonLink
        to="/organizations/$id/campaigns/$campaignId/view"
        params={{ id: workspaceId, campaignId }}
        {...common}
      >
        {t`Back to the campaign`}
      </ButtonLink>
    ) : (
      <ButtonLink
        to="/organizations/$id/pages/$campaignId/view"
        params={{ id: workspaceId, campaignId }}
        {...common}
      >
        {t`Back to the landing page`}
      </ButtonLink>
    )
  ) : kind === 'email' ? (
    <ButtonLink to="/organizations/$id/campaigns" params={{ id: workspaceId }} {...common}>
      {t`Back to the campaigns`}
    </ButtonLink>
  ) : (
    <ButtonLink to="/organizations/$id/pages" params={{ id: workspaceId }} {...common}>
      {t`Back to the landing pages`}
    </ButtonLink>
  );
  return (
    <>
      <PageHeader title={title} />
      <ViewOnlyScreen action={back} />
    </>
  );
}
