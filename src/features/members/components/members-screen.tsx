import { useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useSession } from '@/lib/auth/session.ts';
import { canManageWorkspace, myRoleQueryOptions } from '@/lib/workspaces/my-role.ts';
import { useClientChoices } from '../api/get-client-choices.ts';
import { useMembers } from '../api/get-members.ts';
import { InvitationsList } from './invitations-list.tsx';
import { InviteMemberModal } from './invite-member-modal.tsx';
import { MembersList } from './members-list.tsx';

const route = getRouteApi('/_app/organizations/$id/members');

/**
 * Who belongs to the workspace, with their roles. The owner and admins invite people, change roles
 * and remove members; members read the list and may leave.
 */
export function MembersScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const { data: role } = useSuspenseQuery(myRoleQueryOptions(id));
  const { data: members } = useMembers(id);
  const session = useSession();
  const [inviting, inviteDialog] = useDisclosure(false);
  const { data: clients = [] } = useClientChoices(id, canManageWorkspace(role));

  if (!role) {
    return (
      <>
        <PageHeader title={t`Members`} />
        <WorkspaceNotFound />
      </>
    );
  }
  const manages = canManageWorkspace(role);

  return (
    <>
      <PageHeader
        title={t`Members`}
        description={
          manages
            ? t`The people of this workspace and their roles. Invite colleagues by email.`
            : t`The people of this workspace and their roles. The owner and admins manage them.`
        }
        actions={
          manages && (
            <Button leftSection={<IconUserPlus size={18} />} onClick={inviteDialog.open}>
              {t`Invite people`}
            </Button>
          )
        }
      />
      <Stack gap="xl">
        <MembersList
          workspaceId={id}
          members={members}
          clients={clients}
          myRole={role}
          myUserId={session?.user.id}
        />
        {manages && <InvitationsList workspaceId={id} />}
        {!manages && (
          <Stack gap={4}>
            <Title order={2} fz="md">
              {t`Need someone else on board?`}
            </Title>
            <Text c="dimmed" fz="sm">
              {t`Ask the owner or an admin of this workspace to invite them.`}
            </Text>
          </Stack>
        )}
      </Stack>
      {manages && (
        <InviteMemberModal
          workspaceId={id}
          members={members}
          clients={clients}
          opened={inviting}
          onClose={inviteDialog.close}
        />
      )}
    </>
  );
}
