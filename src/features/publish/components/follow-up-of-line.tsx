import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/components/router-links.tsx';
import { publishCampaignQueryOptions } from '../api/get-publish-campaign.ts';

/** On a follow-up's publish screen: the campaign it follows up, linked. */
export function FollowUpOfLine({ workspaceId, parentId }: { workspaceId: string; parentId: string }) {
  const { data: parent } = useQuery(publishCampaignQueryOptions(workspaceId, parentId));
  if (!parent) return null;
  return (
    <Group gap={6} wrap="nowrap" mb="lg" data-testid="follow-up-of">
      <IconMailForward size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text fz="sm">
        <Trans>
          A follow-up of{' '}
          <AnchorLink
            to="/organizations/$id/campaigns/$campaignId/recipients"
            params={{ id: workspaceId, campaignId: parentId }}
            fz="sm"
          >
            {parent.name}
          </AnchorLink>
          , sent to those who had not engaged with it.
        </Trans>
      </Text>
    </Group>
  );
}
