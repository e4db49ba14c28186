import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { Suspense } from 'react';
import { slugFromName } from '@/content/slugs/model/slug-rule.ts';
import { type PageVisibility, pageVisibility } from '@/content/status/model/page-visibility.ts';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { toast } from '@/lib/notify.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { usePageSubscriptions } from '../api/page-subscriptions.ts';
import { useUpdatePagePublishing } from '../api/update-page-publishing.ts';
import { webpagePaymentNeededReason } from '../model/payment-needed.ts';
import { ManageSubscription } from './manage-subscription.tsx';
import { PagePaywall } from './page-paywall.tsx';
import { SlugField } from './slug-field.tsx';

export type PublishablePage = {
  id: string;
  name: string;
  status: Parameters<typeof pageVisibility>[0];
  slug: string | null;
  hasContent: boolean;
  doubleOptIn: boolean;
};

type PublishPanelProps = { workspaceId: string; page: PublishablePage; origin: string };

/**
 * The page's address, why visitors do or do not see it (the badge is in the screen's header),
 * publishing, its form and its plan. A viewer reads the address and the state, without the controls.
 */
export function PublishPanel({ workspaceId, page, origin }: PublishPanelProps) {
  const { t } = useLingui();
  const canEdit = useCanEditContent(workspaceId);
  const subscriptions = usePageSubscriptions(workspaceId, page.id);
  const update = useUpdatePagePublishing(workspaceId, page.id);
  const published = page.status === 'published';
  const visibility = pageVisibility(page.status, subscriptions.data ?? []);
  const publicUrl = page.slug ? `${origin}/pages/${page.slug}` : null;
  const reason = subscriptions.data ? webpagePaymentNeededReason(published, subscriptions.data) : null;
  const cannotPublish = !page.slug
    ? t(refusalMessages.slug_required)
    : !page.hasContent
      ? t(refusalMessages.content_required)
      : null;

  const togglePublished = () =>
    update.mutate(
      { kind: 'publish', from: page.status, publish: !published },
      {
        onError: (error) =>
          toast.error(
            isRefused(error, 'slug_required', 'content_required')
              ? t(refusalMessages[error.code])
              : t`The page could not be updated. Please try again.`,
          ),
      },
    );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="publish-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="publish-heading">
          {t`Publish`}
        </Title>
        {subscriptions.data && <VisibilityExplanation visibility={visibility} />}

        {canEdit && (
          <SlugField
            key={page.slug ?? ''}
            workspaceId={workspaceId}
            pageId={page.id}
            initialSlug={page.slug ?? slugFromName(page.name)}
            savedSlug={page.slug}
          />
        )}
        {publicUrl ? (
          <Group gap="xs" wrap="nowrap">
            <Text
              fz="sm"
              c="dimmed"
              style={{ overflowWrap: 'anywhere', minWidth: 0 }}
              data-testid="public-url"
            >
              {publicUrl}
            </Text>
            <CopyButton value={publicUrl}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t`Copied` : t`Copy the address`} withArrow>
                  <ActionIcon variant="subtle" onClick={copy} aria-label={t`Copy the address`}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
            {visibility === 'live' && (
              <Anchor
                href={publicUrl}
                target="_blank"
                rel="noopener"
                fz="sm"
                style={{ whiteSpace: 'nowrap' }}
              >
                <Group gap={4} wrap="nowrap">
                  {t`Open`}
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {canEdit
              ? t`Save a slug to get the page's public address: publishing needs one.`
              : t`This page has no public address yet.`}
          </Text>
        )}
        {canEdit ? publishControls() : <DoubleOptInState enabled={page.doubleOptIn} />}
      </Stack>
    </Paper>
  );

  // A call, not a component: a component declared here would be remounted on every render.
  function publishControls() {
    return (
      <>
        <Group justify="space-between" gap="sm" align="center">
          <Switch
            label={t`Double opt-in`}
            description={t`Leads confirm their email before they count as active.`}
            checked={page.doubleOptIn}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { kind: 'double_opt_in', enabled: event.currentTarget.checked },
                { onError: () => toast.error(t`The page could not be updated. Please try again.`) },
              )
            }
            style={{ flex: '1 1 16rem' }}
          />
          <Stack gap={4} align="flex-end" style={{ flex: '0 1 auto' }}>
            <Button
              variant={published ? 'default' : 'filled'}
              onClick={togglePublished}
              loading={update.isPending && update.variables?.kind === 'publish'}
              disabled={!published && cannotPublish !== null}
            >
              {published ? t`Unpublish` : t`Publish page`}
            </Button>
          </Stack>
        </Group>
        {!published && cannotPublish && page.slug && (
          <Text fz="xs" c="dimmed" ta="right">
            {cannotPublish}
          </Text>
        )}

        <Divider />
        {!subscriptions.data ? (
          <Loader size="sm" />
        ) : reason ? (
          <Suspense fallback={<Loader size="sm" />}>
            <PagePaywall
              pageId={page.id}
              reason={reason}
              onAlreadySubscribed={() => void subscriptions.refetch()}
            />
          </Suspense>
        ) : (
          <ManageSubscription pageId={page.id} subscriptions={subscriptions.data} />
        )}
      </>
    );
  }
}

function DoubleOptInState({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  return (
    <Text fz="sm" c="dimmed">
      {enabled
        ? t`Double opt-in is on: leads confirm their email before they count as active.`
        : t`Double opt-in is off: leads count as active when they submit the form.`}
    </Text>
  );
}

function VisibilityExplanation({ visibility }: { visibility: PageVisibility }) {
  const { t } = useLingui();
  const text: Record<PageVisibility, string> = {
    not_published: t`Only your workspace sees this page. Publish it to put it online.`,
    requires_subscription: t`Published, but this page requires a subscription: visitors see a “not available” page until a plan is paid.`,
    live: t`Visitors see this page and its form collects leads.`,
    past_due: t`The last payment did not go through, so visitors see a “not available” page. Update the payment method to put it back live.`,
    canceled: t`The subscription was canceled: visitors see a “not available” page and its form is closed.`,
  };
  return (
    <Text fz="sm" c={visibility === 'live' ? undefined : 'dimmed'} data-testid="visibility-explanation">
      {text[visibility]}
    </Text>
  );
}
