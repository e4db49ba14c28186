import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClockX,
  IconLinkOff,
  IconMailOpened,
  IconUsersGroup,
} from '@tabler/icons-react';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { ButtonLink } from '@/components/router-links.tsx';
import { signOutEverywhere } from '@/lib/auth/session.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import { ACCEPT_REFUSALS, type AcceptRefusal, useAcceptInvitation } from '../api/accept-invitation.ts';
import { type InvitationLink, useInvitationLink } from '../api/get-invitation.ts';
import { roleLabels } from '../api/member-roles.ts';

const route = getRouteApi('/_public/invitations/$token');

/**
 * Where an invitation email leads: who invites you to which workspace; sign in or create an
 * account (and come back here), then accept and land in the workspace.
 */
export function InvitationScreen() {
  const { token } = route.useParams();
  const { signedInEmail } = route.useLoaderData();
  const { data: invitation } = useInvitationLink(token);
  const [refusal, setRefusal] = useState<AcceptRefusal>();

  if (!invitation || refusal === 'invitation_not_found') return <UnusableLink kind="unknown" />;
  if (invitation.accepted) return <UnusableLink kind="used" signedIn={Boolean(signedInEmail)} />;
  if (refusal === 'invitation_expired' || new Date(invitation.expiresAt).getTime() <= Date.now()) {
    return <UnusableLink kind="expired" invitedByName={invitation.invitedByName} />;
  }
  return (
    <ValidInvitation
      token={token}
      invitation={invitation}
      signedInEmail={signedInEmail}
      onRefused={setRefusal}
      mismatch={refusal === 'invitation_email_mismatch'}
    />
  );
}

function InvitationCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm">
        <Stack gap="lg" align="stretch">
          <ThemeIcon size={56} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

type ValidInvitationProps = {
  token: string;
  invitation: InvitationLink;
  signedInEmail: string | null;
  mismatch: boolean;
  onRefused: (reason: AcceptRefusal) => void;
};

function ValidInvitation({ token, invitation, signedInEmail, mismatch, onRefused }: ValidInvitationProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const navigate = useNavigate();
  const router = useRouter();
  const accept = useAcceptInvitation(token);
  const here = `/invitations/${token}`;
  const workspace = invitation.workspaceName;
  const inviter = invitation.invitedByName;
  const role = i18n._(roleLabels[invitation.role]);
  const otherAccount =
    mismatch || (signedInEmail !== null && signedInEmail.toLowerCase() !== invitation.email.toLowerCase());

  const acceptNow = () =>
    accept.mutate(undefined, {
      onSuccess: (workspaceId) => {
        toast.success(t`Welcome to ${workspace}`);
        navigate({ to: '/organizations/$id/dashboard', params: { id: workspaceId } });
      },
      onError: (error) => {
        if (isRefused(error, ...ACCEPT_REFUSALS)) onRefused(error.code);
        else toast.error(errorMessages.generic);
      },
    });

  const signOut = async () => {
    await signOutEverywhere();
    await router.invalidate();
  };

  return (
    <InvitationCard icon={<IconUsersGroup size={30} />}>
      <Stack gap={6}>
        <Text c="dimmed" fz="sm" fw={600} tt="uppercase" lts={0.5}>
          {t`Invitation`}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t`Join ${workspace}`}
        </Title>
        <Text>
          {inviter
            ? t`${inviter} invited you to work with them in ${workspace} on Pitchcraft.`
            : t`You are invited to work in ${workspace} on Pitchcraft.`}
        </Text>
      </Stack>
      <Group gap="xs">
        <Badge variant="light" radius="sm" size="lg">
          {t`Role: ${role}`}
        </Badge>
        <Text fz="sm" c="dimmed">
          {t`For ${invitation.email} · valid until ${format.date(invitation.expiresAt)}`}
        </Text>
      </Group>

      {signedInEmail === null && (
        <Stack gap="sm">
          <Text fz="sm">{t`Sign in with ${invitation.email} to accept, or create your account first.`}</Text>
          <Group grow wrap="wrap">
            <ButtonLink to="/sign-up" search={{ redirect: here }}>
              {t`Create an account`}
            </ButtonLink>
            <ButtonLink to="/sign-in" search={{ redirect: here }} variant="default">
              {t`Sign in`}
            </ButtonLink>
          </Group>
        </Stack>
      )}

      {signedInEmail !== null && otherAccount && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={t`This invitation is for another address`}
        >
          <Stack gap="sm">
            <Text fz="sm">
              {t`You are signed in as ${signedInEmail}, but the invitation was sent to ${invitation.email}. Sign out and sign in with that address to accept it.`}
            </Text>
            <Group>
              <Button variant="white" color="orange" onClick={signOut}>
                {t`Sign out`}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      {signedInEmail !== null && !otherAccount && (
        <Stack gap="sm">
          <Text fz="sm">{t`You are signed in as ${signedInEmail}.`}</Text>
          <Group>
            <Button
              size="md"
              onClick={acceptNow}
              loading={accept.isPending}
              leftSection={<IconMailOpened size={18} />}
            >
              {t`Accept the invitation`}
            </Button>
          </Group>
        </Stack>
      )}
    </InvitationCard>
  );
}

type UnusableLinkProps =
  | { kind: 'unknown' }
  | { kind: 'used'; signedIn: boolean }
  | { kind: 'expired'; invitedByName: string | null };

/** An expired, used or unknown link: say which, and what to do. */
function UnusableLink(props: UnusableLinkProps) {
  const { t } = useLingui();
  const content = {
    unknown: {
      icon: <IconLinkOff size={30} />,
      title: t`This invitation link does not work`,
      text: t`The invitation was withdrawn or replaced by a newer one, or the link is incomplete. Open the latest invitation email, or ask for a new invitation.`,
    },
    used: {
      icon: <IconMailOpened size={30} />,
      title: t`This invitation was already accepted`,
      text: t`An invitation works once. If you accepted it, the workspace is in your list of workspaces.`,
    },
    expired: {
      icon: <IconClockX size={30} />,
      title: t`This invitation has expired`,
      text:
        props.kind === 'expired' && props.invitedByName
          ? t`Invitations are valid for 14 days. Ask ${props.invitedByName} to send you a new one.`
          : t`Invitations are valid for 14 days. Ask the workspace's owner or an admin to send you a new one.`,
    },
  }[props.kind];
  const signedIn = props.kind === 'used' && props.signedIn;
  return (
    <InvitationCard icon={content.icon}>
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {content.title}
        </Title>
        <Text c="dimmed">{content.text}</Text>
      </Stack>
      <Group>
        {signedIn ? (
          <ButtonLink to="/user/organizations">{t`Go to my workspaces`}</ButtonLink>
        ) : (
          <ButtonLink to="/" variant="light">
            {t`Go to the home page`}
          </ButtonLink>
        )}
      </Group>
    </InvitationCard>
  );
}
