import { useLingui } from '@lingui/react/macro';
import { Alert, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { AnchorLink } from '@/components/router-links.tsx';
import { SetStatusBadge } from '@/components/set-status-badge.tsx';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { FieldsRefused } from '@/lib/forms/field-errors.ts';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { isSenderSet } from '@/lib/forms/field-rules.ts';
import { toast } from '@/lib/notify.tsx';
import { domainsForClient, useSenderDomains } from '@/lib/sender-domains/sender-domains.ts';
import { canManageWorkspace, myRoleQueryOptions } from '@/lib/workspaces/my-role.ts';
import { useSenderSettings } from '../settings/api/get-sender-settings.ts';
import { useUpdateSenderSettings } from '../settings/api/update-sender-settings.ts';
import { ApprovalSection } from '../settings/approvals/components/approval-section.tsx';
import { SenderSettingsForm } from '../settings/components/sender-settings-form.tsx';
import { SettingsNoAccess } from '../settings/components/settings-no-access.tsx';
import { SuppressionList } from '../settings/components/suppression-list.tsx';
import { SendingDomainsSection } from '../settings/domains/components/sending-domains-section.tsx';
import { TimeZoneSection } from '../settings/time-zone/components/time-zone-section.tsx';
import { SectionCard } from './section-card.tsx';

const route = getRouteApi('/_app/organizations/$id/settings');

/** How the workspace sends: its sender, its own domains, and whether it has what sending needs. */
export function WorkspaceSettingsScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const { data: role } = useSuspenseQuery(myRoleQueryOptions(id));
  const { data: settings } = useSenderSettings(id);

  const header = (
    <PageHeader title={t`Settings`} description={t`Sender information and preferences of this workspace.`} />
  );
  if (!settings || !role) {
    return (
      <>
        {header}
        <WorkspaceNotFound />
      </>
    );
  }
  if (!canManageWorkspace(role)) {
    // Members choose the domains of their campaigns, so they see which exist and their state.
    return (
      <>
        {header}
        <Stack gap="lg" maw={960}>
          <SettingsNoAccess workspaceId={id} />
          <SendingDomainsSection workspaceId={id} reportEmail={settings.contact_email} canManage={false} />
        </Stack>
      </>
    );
  }
  return (
    <>
      {header}
      <Stack gap="lg" maw={960}>
        <SenderSection workspaceId={id} settings={settings} />
        <SectionCard
          title={t`Postal address`}
          status={<SetStatusBadge isSet={settings.hasPostalAddress} />}
          description={t`Marketing emails must show the sender's postal address. It comes from the workspace's contact information.`}
        >
          <Group gap="xs" wrap="nowrap">
            <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <AnchorLink to="/user/organizations/$id/edit" params={{ id }} fz="sm" fw={600}>
              {settings.hasPostalAddress ? t`Review the address` : t`Add the address`}
            </AnchorLink>
          </Group>
        </SectionCard>
        <SendingDomainsSection workspaceId={id} reportEmail={settings.contact_email} canManage />
        <ApprovalSection workspaceId={id} />
        <TimeZoneSection workspaceId={id} />
        <SectionCard
          title={t`Suppression list`}
          description={t`Addresses that unsubscribed, bounced or marked an email as spam. No campaign of this workspace sends to them again.`}
        >
          <SuppressionList workspaceId={id} />
        </SectionCard>
      </Stack>
    </>
  );
}

type SenderSectionProps = {
  workspaceId: string;
  settings: NonNullable<ReturnType<typeof useSenderSettings>['data']>;
};

function SenderSection({ workspaceId, settings }: SenderSectionProps) {
  const { t } = useLingui();
  const update = useUpdateSenderSettings(workspaceId);
  const { data: domains } = useSenderDomains(workspaceId);
  const senderSet = isSenderSet(settings);
  return (
    <SectionCard
      title={t`Sender`}
      status={<SetStatusBadge isSet={senderSet} />}
      description={t`Campaigns of this workspace are sent with this name and domain, unless a client has its own.`}
    >
      {!senderSet && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t(fieldMessages.senderRequired)}
          mb="md"
        >
          {t`Campaigns of this workspace cannot be sent until it is set.`}
        </Alert>
      )}
      <SenderSettingsForm
        workspaceId={workspaceId}
        domains={domainsForClient(domains, null)}
        initialValues={settings}
        onSave={async (input) => {
          try {
            await update.mutateAsync(input);
            toast.success(t`Sender saved`);
            return undefined;
          } catch (error) {
            if (error instanceof FieldsRefused) return error.fieldErrors;
            toast.error(errorMessages.generic);
            return undefined;
          }
        }}
      />
    </SectionCard>
  );
}
