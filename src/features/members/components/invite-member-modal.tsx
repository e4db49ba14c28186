import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, MultiSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { z } from 'zod';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import { isRefused, isUniqueViolation } from '@/lib/errors/refused.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { toast } from '@/lib/notify.tsx';
import type { ClientChoice } from '../api/get-client-choices.ts';
import type { Member } from '../api/get-members.ts';
import {
  InvitationSavedButNotSent,
  type InviteMemberInput,
  inviteMemberInput,
  inviteMessages,
  useInviteMember,
} from '../api/invite-member.ts';
import { ASSIGNABLE_ROLES, roleDescriptions, roleLabels } from '../api/member-roles.ts';

type InviteMemberModalProps = {
  workspaceId: string;
  members: Member[];
  /** The clients an editor or viewer may be limited to. */
  clients: ClientChoice[];
  opened: boolean;
  onClose: () => void;
};

/** Invites one person by email as admin, editor or viewer; the email goes out in the inviter's language. */
export function InviteMemberModal({
  workspaceId,
  members,
  clients,
  opened,
  onClose,
}: InviteMemberModalProps) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  const invite = useInviteMember(workspaceId);
  const form = useSchemaForm(inviteMemberInput, {
    initialValues: { email: '', role: 'editor', clientIds: [] } as InviteMemberInput,
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const save = async (input: z.output<typeof inviteMemberInput>) => {
    if (members.some((member) => member.email?.toLowerCase() === input.email)) {
      return { email: { message: inviteMessages.alreadyMember } };
    }
    try {
      const sent = await invite.mutateAsync(input);
      toast.success(t`Invitation sent to ${sent.email}`);
      close();
    } catch (error) {
      if (isUniqueViolation(error)) return { email: { message: inviteMessages.alreadyInvited } };
      if (isRefused(error, 'invitation_daily_limit'))
        return { email: { message: refusalMessages[error.code] } };
      if (error instanceof InvitationSavedButNotSent) {
        toast.error(t`The invitation was saved, but its email could not be sent. Use Resend in the list.`);
        close();
      } else {
        toast.error(errorMessages.generic);
      }
    }
    return undefined;
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Invite people`} size="md" fullScreen={phone} radius="lg">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="lg">
          <TextInput
            label={t`Email address`}
            description={t`They get an email with a link to join. The link works for 14 days.`}
            placeholder="name@company.com"
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Radio.Group label={t`Role`} required {...form.getInputProps('role')}>
            <Stack gap="sm" mt="xs">
              {ASSIGNABLE_ROLES.map((option) => (
                <Radio.Card key={option} value={option} radius="md" p="md" withBorder>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <Stack gap={2}>
                      <Text fw={600} fz="sm">
                        {i18n._(roleLabels[option])}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {i18n._(roleDescriptions[option])}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          {form.values.role !== 'admin' && clients.length > 0 && (
            <MultiSelect
              label={t`Limit to clients`}
              description={t`Leave empty to give access to every client and to the workspace's own campaigns.`}
              placeholder={form.values.clientIds.length === 0 ? t`Every client` : undefined}
              data={clients.map((client) => ({ value: client.id, label: client.name }))}
              searchable
              clearable
              {...form.getInputProps('clientIds')}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t`Send invitation`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
