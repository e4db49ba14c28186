import { useLingui } from '@lingui/react/macro';
import { Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconMail, IconPlus, IconWorld } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { ClientSectionsNav } from '@/components/client-sections-nav.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { ClientNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { AnchorLink, ButtonLink } from '@/components/router-links.tsx';
import { CampaignStatusBadge } from '@/content/status/components/campaign-status-badge.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { type ClientCampaign, useClientCampaigns } from '../api/client-campaigns.ts';

const route = getRouteApi('/_app/organizations/$id/clients/$clientId/campaigns');

/** The email campaigns and landing pages made on behalf of one client. */
export function ClientCampaignsScreen() {
  const { t } = useLingui();
  const { id, clientId } = route.useParams();
  const { data } = useClientCampaigns(id, clientId);
  const canCreate = useCanEditContent(id);

  if (!data) {
    return (
      <>
        <PageHeader title={t`Client campaigns`} />
        <ClientNotFound workspaceId={id} />
      </>
    );
  }
  const { client, campaigns } = data;
  return (
    <>
      <PageHeader
        title={t`Campaigns of ${client.name}`}
        description={t`The email campaigns and landing pages made on behalf of this client.`}
      />
      <ClientSectionsNav workspaceId={id} clientId={clientId} />
      {campaigns.length === 0 ? (
        <EmptyState
          icon={<IconMail size={30} />}
          title={t`No campaigns for this client yet`}
          description={
            canCreate
              ? t`Create an email campaign or a landing page and choose this client in its first step.`
              : t`You can view this workspace. Ask an admin for the editor role to make changes.`
          }
          action={
            canCreate && (
              <Group justify="center" gap="sm">
                <ButtonLink
                  to="/organizations/$id/campaigns/create"
                  params={{ id }}
                  leftSection={<IconPlus size={16} />}
                >
                  {t`New campaign`}
                </ButtonLink>
                <ButtonLink
                  to="/organizations/$id/pages/create"
                  params={{ id }}
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                >
                  {t`New landing page`}
                </ButtonLink>
              </Group>
            )
          }
        />
      ) : (
        <CampaignList workspaceId={id} campaigns={campaigns} />
      )}
    </>
  );
}

function CampaignList({ workspaceId, campaigns }: { workspaceId: string; campaigns: ClientCampaign[] }) {
  const { t } = useLingui();
  const format = useFormatters();
  return (
    <>
      <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Name`}</Table.Th>
              <Table.Th>{t`Product or service`}</Table.Th>
              <Table.Th>{t`Type`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>{t`Created`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {campaigns.map((campaign) => (
              <Table.Tr key={campaign.id}>
                <Table.Td>
                  <CampaignLink workspaceId={workspaceId} campaign={campaign} />
                </Table.Td>
                <Table.Td>{campaign.product_name || '—'}</Table.Td>
                <Table.Td>
                  <CampaignKind campaign={campaign} />
                </Table.Td>
                <Table.Td>
                  <CampaignStatusBadge status={campaign.status} />
                </Table.Td>
                <Table.Td>{format.date(campaign.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Stack gap="sm" hiddenFrom="sm">
        {campaigns.map((campaign) => (
          <Card key={campaign.id} withBorder radius="lg" padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} miw={0}>
                <CampaignLink workspaceId={workspaceId} campaign={campaign} />
                {campaign.product_name && (
                  <Text fz="sm" c="dimmed" truncate="end">
                    {campaign.product_name}
                  </Text>
                )}
              </Stack>
              <CampaignStatusBadge status={campaign.status} />
            </Group>
            <Group justify="space-between" mt="sm">
              <CampaignKind campaign={campaign} />
              <Text fz="xs" c="dimmed">
                {format.date(campaign.created_at)}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}

function CampaignLink({ workspaceId, campaign }: { workspaceId: string; campaign: ClientCampaign }) {
  const params = { id: workspaceId, campaignId: campaign.id };
  return campaign.kind === 'email' ? (
    <AnchorLink to="/organizations/$id/campaigns/$campaignId/view" params={params} fw={600}>
      {campaign.name}
    </AnchorLink>
  ) : (
    <AnchorLink to="/organizations/$id/pages/$campaignId/view" params={params} fw={600}>
      {campaign.name}
    </AnchorLink>
  );
}

function CampaignKind({ campaign }: { campaign: ClientCampaign }) {
  const { t } = useLingui();
  const email = campaign.kind === 'email';
  return (
    <Group gap={6} wrap="nowrap">
      {email ? <IconMail size={16} aria-hidden /> : <IconWorld size={16} aria-hidden />}
      <Text fz="sm">{email ? t`Email campaign` : t`Landing page`}</Text>
    </Group>
  );
}
