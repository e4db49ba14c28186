import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { type FieldError, fieldErrorsFromZod, useFieldErrorText } from '@/lib/forms/field-errors.ts';
import { toast } from '@/lib/notify.tsx';
import type { Member } from '../api/get-members.ts';
import {
  InvitationSavedButNotSent,
  InviteRefused,
  inviteMemberInput,
  inviteMessages,
  useInviteMember,
} from '../api/invite-member.ts';
import { ASSIGNABLE_ROLES, type AssignableRole, roleDescriptions, roleLabels } from '../api/member-roles.ts';

type InviteMemberModalProps = {
  workspaceId: string;
  members: Member[];
  opened: boolean;
  onClose: () => void;
};

/** Invites one person by email as admin or member; the email goes out in the inviter's language. */
export function InviteMemberModal({ workspaceId, members, opened, onClose }: InviteMemberModalProps) {
  const { t, i18n } = useLingui();
  const errorText = useFieldErrorText();
  const phone = useMediaQuery('(max-width: 36em)');
  const invite = useInviteMember(workspaceId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [emailError, setEmailError] = useState<FieldError>();

  const close = () => {
    setEmail('');
    setRole('member');
    setEmailError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = inviteMemberInput.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(fieldErrorsFromZod<'email'>(parsed.error).email);
      return;
    }
    if (members.some((member) => member.email?.toLowerCase() === parsed.data.email)) {
      setEmailError({ message: inviteMessages.alreadyMember });
      return;
    }
    try {
      const sent = await invite.mutateAsync(parsed.data);
      toast.success(t`Invitation sent to ${sent.email}`);
      close();
    } catch (error) {
      if (error instanceof InviteRefused) {
        setEmailError({ message: inviteMessages[error.reason] });
      } else if (error instanceof InvitationSavedButNotSent) {
        toast.error(t`The invitation was saved, but its email could not be sent. Use Resend in the list.`);
        close();
      } else {
        toast.error(errorMessages.generic);
      }
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Invite people`} size="md" fullScreen={phone} radius="lg">
      <form onSubmit={submit} noValidate>
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
            value={email}
            error={errorText(emailError)}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(undefined);
            }}
          />
          <Radio.Group
            label={t`Role`}
            value={role}
            onChange={(value) => setRole(value as AssignableRole)}
            required
          >
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t`Send invitation`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
