import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { isRefused, refusalMessage } from '@/lib/errors/refused.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import {
  type PagePlanRecipients,
  useMovePlanRecipients,
  usePagePlanRecipients,
} from '../api/plan-recipients.ts';

type PlanRecipientsCardProps = {
  workspaceId: string;
  campaignId: string;
  /** Recipients this campaign still lacks to send everyone waiting; 0 when it has enough. */
  needed: number;
};

/** Premium page plans' monthly recipients, moved into this campaign; hidden when none are left. */
export function PlanRecipientsCard({ workspaceId, campaignId, needed }: PlanRecipientsCardProps) {
  const { t } = useLingui();
  const { data: pages } = usePagePlanRecipients(workspaceId, campaignId);
  const [usingPageId, setUsingPageId] = useState<string | null>(null);
  if (!pages?.length) return null;

  return (
    <Card withBorder radius="md" p="sm" component="section" aria-labelledby="plan-recipients">
      <Stack gap="xs">
        <Title order={3} fz="md" id="plan-recipients">
          {t`Recipients from your page plans`}
        </Title>
        {pages.map((page) =>
          usingPageId === page.pageId ? (
            <UsePlanRecipientsForm
              key={page.pageId}
              page={page}
              workspaceId={workspaceId}
              campaignId={campaignId}
              needed={needed}
              onDone={() => setUsingPageId(null)}
            />
          ) : (
            <PlanRow key={page.pageId} page={page} onUse={() => setUsingPageId(page.pageId)} />
          ),
        )}
      </Stack>
    </Card>
  );
}

function PlanRow({ page, onUse }: { page: PagePlanRecipients; onUse: () => void }) {
  const { t } = useLingui();
  const { number } = useFormatters();
  const remaining = number(page.remaining);
  const pageName = page.name;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text fw={500} truncate>
          {page.name}
        </Text>
        <Text size="sm" c="dimmed">
          {t`${remaining} recipients left`}
        </Text>
      </Stack>
      <Button size="xs" variant="light" onClick={onUse} aria-label={t`Use recipients from ${pageName}`}>
        {t`Use`}
      </Button>
    </Group>
  );
}

type UsePlanRecipientsFormProps = {
  page: PagePlanRecipients;
  workspaceId: string;
  campaignId: string;
  needed: number;
  onDone: () => void;
};

function UsePlanRecipientsForm({
  page,
  workspaceId,
  campaignId,
  needed,
  onDone,
}: UsePlanRecipientsFormProps) {
  const { t, i18n } = useLingui();
  const move = useMovePlanRecipients(workspaceId, campaignId);
  const [recipients, setRecipients] = useState<number | string>(
    needed > 0 ? Math.min(page.remaining, needed) : page.remaining,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const pageName = page.name;
  const most = page.remaining;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = typeof recipients === 'number' ? recipients : Number.parseInt(recipients, 10);
    if (!Number.isInteger(count) || count < 1 || count > page.remaining) {
      setRefusal(t`Enter a whole number from 1 to ${most}.`);
      return;
    }
    setRefusal(null);
    move.mutate(
      { pageId: page.pageId, recipients: count },
      {
        onSuccess: () => {
          toast.success(t`${count} recipients moved to this campaign.`);
          onDone();
        },
        onError: (error) => {
          // Said under the number: "none left" here means the plan has fewer than asked for.
          if (isRefused(error, 'no_recipients_left'))
            setRefusal(t`The page's plan doesn't have that many recipients left. Choose a smaller number.`);
          else if (isRefused(error)) setRefusal(i18n._(refusalMessage(error)));
          else toast.error(errorMessages.generic);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <NumberInput
          label={t`Recipients to use from ${pageName}`}
          value={recipients}
          onChange={setRecipients}
          min={1}
          max={page.remaining}
          allowDecimal={false}
          allowNegative={false}
          error={refusal}
        />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onDone} disabled={move.isPending}>
            {t`Cancel`}
          </Button>
          <Button size="xs" type="submit" loading={move.isPending}>
            {t`Move recipients`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
