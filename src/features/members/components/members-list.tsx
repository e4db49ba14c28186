import { useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Button, Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCrown, IconDoorExit, IconUserMinus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import { canManageWorkspace, type WorkspaceRole } from '@/lib/workspaces/my-role.ts';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import type { ClientChoice } from '../api/get-client-choices.ts';
import type { Member } from '../api/get-members.ts';
import { ASSIGNABLE_ROLES, type AssignableRole, roleLabels } from '../api/member-roles.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useSetMemberClients } from '../api/set-member-clients.ts';
import { BorderedList, BorderedListItem } from './bordered-list.tsx';

type MembersListProps = {
  workspaceId: string;
  members: Member[];
  /** The workspace's clients, for the admins who limit an editor or viewer to some of them. */
  clients: ClientChoice[];
  myRole: WorkspaceRole;
  myUserId: string | undefined;
};

export function MembersList({ workspaceId, members, clients, myRole, myUserId }: MembersListProps) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" component="section" aria-labelledby="members-heading">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg" id="members-heading">
          {t`People`}
        </Title>
        <Text c="dimmed" fz="sm">
          {members.length === 1 ? t`1 member` : t`${members.length} members`}
        </Text>
      </Group>
      <BorderedList>
        {members.map((member, index) => (
          <MemberRow
            key={member.userId}
            workspaceId={workspaceId}
            member={member}
            clients={clients}
            myRole={myRole}
            isMe={member.userId === myUserId}
            first={index === 0}
          />
        ))}
      </BorderedList>
    </Stack>
  );
}

type MemberRowProps = {
  workspaceId: string;
  member: Member;
  clients: ClientChoice[];
  myRole: WorkspaceRole;
  isMe: boolean;
  first: boolean;
};

function MemberRow({ workspaceId, member, clients, myRole, isMe, first }: MemberRowProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const navigate = useNavigate();
  const changeRole = useChangeMemberRole(workspaceId);
  const remove = useRemoveMember(workspaceId);
  const setClients = useSetMemberClients(workspaceId);
  const name = member.fullName ?? member.email ?? t`Unknown member`;
  const isOwner = member.role === 'owner';
  // The permission matrix: the owner's row never changes; admins and the owner manage the rest.
  const canEdit = canManageWorkspace(myRole) && !isOwner;
  const canLeave = isMe && !isOwner;
  // Owners and admins reach every client; an editor or viewer may be limited to some.
  const canLimit = canEdit && member.role !== 'admin' && clients.length > 0;

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t`Remove ${name} from the workspace?`,
      children: (
        <Text fz="sm">{t`They lose access to its clients, campaigns and pages at once. You can invite them again later.`}</Text>
      ),
      labels: { confirm: t`Remove member`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { userId: member.userId, leaving: false },
          { onSuccess: () => toast.success(t`${name} was removed`) },
        ),
    });

  const confirmLeave = () =>
    modals.openConfirmModal({
      title: t`Leave this workspace?`,
      children: (
        <Text fz="sm">{t`You lose access to its clients, campaigns and pages. To come back, ask an admin to invite you again.`}</Text>
      ),
      labels: { confirm: t`Leave workspace`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { userId: member.userId, leaving: true },
          {
            onSuccess: () => {
              toast.success(t`You left the workspace`);
              navigate({ to: '/user/organizations' });
            },
          },
        ),
    });

  const roleLabel = i18n._(roleLabels[member.role]);
  return (
    <BorderedListItem label={name} first={first}>
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Avatar name={name} color="initials" radius="xl" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} truncate>
              {name}
            </Text>
            {isMe && (
              <Badge size="xs" variant="light" color="gray">
                {t`You`}
              </Badge>
            )}
          </Group>
          {member.fullName && member.email && (
            <Text fz="sm" c="dimmed" truncate>
              {member.email}
            </Text>
          )}
          {member.limitedTo && !canLimit && (
            <Text fz="xs" c="dimmed" truncate>
              {member.limitedTo.length > 0
                ? t`Limited to ${member.limitedTo.map((client) => client.name).join(', ')}`
                : t`Limited to some clients`}
            </Text>
          )}
        </Stack>
      </Group>

      <Group gap="md" wrap="wrap" style={{ flex: '1 1 auto' }} justify="flex-end">
        <Text fz="sm" c="dimmed" miw={120}>
          {t`Joined ${format.date(member.joinedAt)}`}
        </Text>
        {canEdit ? (
          <Select
            aria-label={t`Role of ${name}`}
            data={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: i18n._(roleLabels[role]) }))}
            value={member.role}
            allowDeselect={false}
            w={150}
            onChange={(value) => {
              if (!value || value === member.role) return;
              const role = value as AssignableRole;
              changeRole.mutate(
                { userId: member.userId, role },
                { onSuccess: () => toast.success(t`${name} is now ${i18n._(roleLabels[role])}`) },
              );
            }}
          />
        ) : (
          <Badge
            variant={isOwner ? 'filled' : 'light'}
            color={isOwner ? 'grape' : member.role === 'admin' ? 'indigo' : 'gray'}
            leftSection={isOwner ? <IconCrown size={12} /> : undefined}
            miw={150}
            size="lg"
            radius="sm"
          >
            {roleLabel}
          </Badge>
        )}
        {canLimit && (
          <MultiSelect
            aria-label={t`Clients ${name} reaches`}
            placeholder={
              member.limitedTo === null
                ? t`Every client`
                : member.limitedTo.length === 0
                  ? t`No client left`
                  : undefined
            }
            data={clients.map((client) => ({ value: client.id, label: client.name }))}
            value={(member.limitedTo ?? []).map((client) => client.id)}
            w={220}
            searchable
            clearable
            onChange={(clientIds) => setClients.mutate({ userId: member.userId, clientIds })}
          />
        )}
        {/* Keeps the columns aligned on wide screens when a row has no action. */}
        <Group
          w={{ base: 'auto', sm: 120 }}
          justify="flex-end"
          display={canEdit || canLeave ? undefined : { base: 'none', sm: 'flex' }}
        >
          {canEdit && !isMe && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconUserMinus size={16} />}
              onClick={confirmRemove}
              aria-label={t`Remove ${name}`}
            >
              {t`Remove`}
            </Button>
          )}
          {canLeave && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconDoorExit size={16} />}
              onClick={confirmLeave}
            >
              {t`Leave`}
            </Button>
          )}
        </Group>
      </Group>
    </BorderedListItem>
  );
}
