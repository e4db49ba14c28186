import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pageVisibility } from '@/lib/pages/page-visibility.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { usePageSubscriptions } from '../api/page-subscriptions.ts';

/** After this long a payment still unconfirmed is called slow, so the user waits rather than pays again. */
export const STILL_CONFIRMING_AFTER_MS = 6000;
const POLL_MS = 1500;

type SubscriptionSuccessDialogProps = {
  workspaceId: string;
  pageId: string;
  published: boolean;
  publicUrl: string | null;
  onClose: () => void;
};

/**
 * Back from a paid checkout: waits until Stripe's webhook has made the subscription active, then
 * says the page is live (or, for a page not yet published, that it will be once published).
 */
export function SubscriptionSuccessDialog({
  workspaceId,
  pageId,
  published,
  publicUrl,
  onClose,
}: SubscriptionSuccessDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState(false);
  const subscriptions = usePageSubscriptions(workspaceId, pageId, confirmed ? false : POLL_MS);
  const paid = subscriptions.data !== undefined && pageVisibility('published', subscriptions.data) === 'live';
  const slow = useElapsed(STILL_CONFIRMING_AFTER_MS);

  useEffect(() => {
    if (!paid || confirmed) return;
    setConfirmed(true);
    // The page's badge, the list and the panel all change with the payment.
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(workspaceId, 'campaigns') });
  }, [paid, confirmed, queryClient, workspaceId]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={confirmed ? t`Subscription active` : t`Confirming your subscription`}
      centered
    >
      <Stack gap="md">
        {confirmed ? (
          <Stack gap="sm" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={32} />
            </ThemeIcon>
            {published && publicUrl ? (
              <>
                <Text fz="lg" fw={700} data-testid="page-live-message">
                  {t`Your page is live.`}
                </Text>
                <Text fz="sm">{t`Visitors can open it now, and its form collects leads:`}</Text>
                <Anchor href={publicUrl} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
                  {publicUrl}
                </Anchor>
              </>
            ) : (
              <Text fz="lg" fw={700} data-testid="page-live-message">
                {t`Your plan is active. Publish the page to put it live.`}
              </Text>
            )}
          </Stack>
        ) : (
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" />
            <Text fz="sm">
              {slow
                ? t`Still confirming your payment. This can take a minute; the page goes live as soon as it is confirmed.`
                : t`Waiting for Stripe to confirm the payment…`}
            </Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} variant={confirmed ? 'filled' : 'default'}>
            {confirmed ? t`Continue` : t`Close`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** True once `ms` have passed since the component mounted. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
