import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import {
  type PagePlanRecipients,
  useMovePlanRecipients,
  usePagePlanRecipients,
} from '../api/plan-recipients.ts';

const recipientsMessages = { wholeNumber: msg({ message: 'Enter a whole number from 1 to {most}.' }) };

/** A whole number of recipients, at least one and at most what the page's plan has left. */
const recipientsInput = (most: number) =>
  z.object({
    recipients: z
      .union([z.number(), z.string()])
      .transform((value) => (typeof value === 'number' ? value : Number.parseInt(value, 10)))
      .refine((count) => Number.isInteger(count) && count >= 1 && count <= most, {
        message: 'wholeNumber',
        params: { most },
      }),
  });

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

const FEWER_LEFT = msg`The page's plan doesn't have that many recipients left. Choose a smaller number.`;

function UsePlanRecipientsForm({
  page,
  workspaceId,
  campaignId,
  needed,
  onDone,
}: UsePlanRecipientsFormProps) {
  const { t } = useLingui();
  const move = useMovePlanRecipients(workspaceId, campaignId);
  const schema = useMemo(() => recipientsInput(page.remaining), [page.remaining]);
  const form = useSchemaForm(schema, {
    initialValues: { recipients: needed > 0 ? Math.min(page.remaining, needed) : page.remaining } as {
      recipients: number | string;
    },
    messages: recipientsMessages,
  });
  const pageName = page.name;

  const save = async ({ recipients: count }: { recipients: number }) => {
    try {
      await move.mutateAsync({ pageId: page.pageId, recipients: count });
      toast.success(t`${count} recipients moved to this campaign.`);
      onDone();
    } catch (error) {
      // Said under the number: "none left" here means the plan has fewer than asked for.
      if (isRefused(error, 'no_recipients_left')) return { recipients: { message: FEWER_LEFT } };
      if (isRefused(error)) return { recipients: { message: refusalMessage(error) } };
      toast.error(errorMessages.generic);
    }
    return undefined;
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="xs">
        <NumberInput
          label={t`Recipients to use from ${pageName}`}
          {...form.getInputProps('recipients')}
          min={1}
          max={page.remaining}
          allowDecimal={false}
          allowNegative={false}
        />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onDone} disabled={form.submitting}>
            {t`Cancel`}
          </Button>
          <Button size="xs" type="submit" loading={form.submitting}>
            {t`Move recipients`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
