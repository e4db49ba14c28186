import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import { isExpired, type PendingInvitation, usePendingInvitations } from '../api/get-invitations.ts';
import { roleLabels } from '../api/member-roles.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import { BorderedList, BorderedListItem } from './bordered-list.tsx';

/** Invitations sent and not accepted yet: the owner and admins resend or withdraw them. */
export function InvitationsList({ workspaceId }: { workspaceId: string }) {
  const { t } = useLingui();
  const { data: invitations } = usePendingInvitations(workspaceId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="invitations-heading">
      <Title order={2} fz="lg" id="invitations-heading">
        {t`Pending invitations`}
      </Title>
      {invitations.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t`No invitations are waiting. People you invite appear here until they accept.`}
        </Text>
      ) : (
        <BorderedList>
          {invitations.map((invitation, index) => (
            <InvitationRow
              key={invitation.id}
              workspaceId={workspaceId}
              invitation={invitation}
              first={index === 0}
            />
          ))}
        </BorderedList>
      )}
    </Stack>
  );
}

type InvitationRowProps = { workspaceId: string; invitation: PendingInvitation; first: boolean };

function InvitationRow({ workspaceId, invitation, first }: InvitationRowProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const resend = useResendInvitation(workspaceId);
  const revoke = useRevokeInvitation(workspaceId);
  const expired = isExpired(invitation);
  const { email } = invitation;

  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: t`Withdraw the invitation to ${email}?`,
      children: <Text fz="sm">{t`The link in the email stops working at once.`}</Text>,
      labels: { confirm: t`Withdraw`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(invitation.id, {
          onSuccess: () => toast.success(t`The invitation to ${email} was withdrawn`),
        }),
    });

  const resendNow = () =>
    resend.mutate(invitation, {
      onSuccess: () => toast.success(t`The invitation was sent to ${email} again`),
      onError: (error) => {
        if (isRefused(error, 'invitation_recently_sent')) {
          const when = format.dateTime(Date.now() + (error.retryAfterSeconds ?? 10 * 60) * 1000);
          toast.error(
            t`This invitation was emailed less than 10 minutes ago. You can send it again from ${when}.`,
          );
        } else {
          toast.error(errorMessages.generic);
        }
      },
    });

  return (
    <BorderedListItem label={email} first={first}>
      <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {email}
          </Text>
          <Badge
            variant="light"
            color={invitation.role === 'admin' ? 'indigo' : 'gray'}
            radius="sm"
            style={{ flexShrink: 0 }}
          >
            {i18n._(roleLabels[invitation.role])}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {invitation.invitedBy
            ? t`Invited by ${invitation.invitedBy} on ${format.date(invitation.createdAt)}`
            : t`Invited on ${format.date(invitation.createdAt)}`}
          {' · '}
          {expired ? (
            <Text span c="red.7" fw={600} fz="sm">
              {t`Expired`}
            </Text>
          ) : (
            t`Valid until ${format.date(invitation.expiresAt)}`
          )}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconMailForward size={16} />}
          onClick={resendNow}
          loading={resend.isPending}
          aria-label={t`Resend the invitation to ${email}`}
        >
          {expired ? t`Renew and resend` : t`Resend`}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={16} />}
          onClick={confirmRevoke}
          aria-label={t`Withdraw the invitation to ${email}`}
        >
          {t`Withdraw`}
        </Button>
      </Group>
    </BorderedListItem>
  );
}
