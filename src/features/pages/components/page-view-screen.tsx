import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { GeneratedPreview } from '@/components/generated-preview.tsx';
import { LandingPageNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { VersionHistoryPanel } from '@/components/version-history/version-history-panel.tsx';
import { usePageView } from '../view/get-page-view.ts';

const capitalized = (template: string) => template.charAt(0).toUpperCase() + template.slice(1);

const ROUTE = '/_app/organizations/$id/pages/$campaignId/view';

/** One landing page's preview, with its template, whether visitors can see it, and its version history. */
export function PageViewScreen() {
  const { t } = useLingui();
  const { id, campaignId } = useParams({ from: ROUTE });
  const { generation } = useSearch({ from: ROUTE });
  const navigate = useNavigate();
  const { data: page } = usePageView(id, campaignId);

  if (!page) {
    return (
      <>
        <PageHeader title={t`Landing page`} />
        <LandingPageNotFound workspaceId={id} />
      </>
    );
  }

  const published = page.status === 'published';
  const clientName = page.client?.name;
  return (
    <>
      <PageHeader
        title={page.name}
        description={clientName ? t`Landing page for ${clientName}` : t`Workspace landing page`}
      />
      <Paper withBorder radius="md" p="md" mb="lg">
        <Group gap="lg">
          <Group gap="xs">
            <Text size="sm" c="dimmed">{t`Template`}</Text>
            <Badge variant="light">
              {page.template ? capitalized(page.template) : t`Chosen when generated`}
            </Badge>
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">{t`Visibility`}</Text>
            <Badge variant="light" color={published ? 'teal' : 'gray'}>
              {published ? t`Published` : t`Not published`}
            </Badge>
          </Group>
          {published && page.slug && (
            <Text size="sm" c="dimmed">
              {`/pages/${page.slug}`}
            </Text>
          )}
        </Group>
      </Paper>
      <Stack gap="lg">
        <GeneratedPreview
          workspaceId={id}
          campaign={page}
          failedBefore={generation === 'failed'}
          onOpenEditor={() =>
            navigate({ to: '/organizations/$id/pages/$campaignId/editor', params: { id, campaignId } })
          }
        />
        <VersionHistoryPanel workspaceId={id} campaignId={campaignId} kind="page" />
      </Stack>
    </>
  );
}
