import { Plural, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { clientBrandsQueryOptions } from '@/content/brief/api/brand-queries.ts';
import { SENDING_DOMAINS_ANCHOR, useWatchedSenderDomains } from '@/lib/sender-domains/sender-domains.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { AddSenderDomainForm } from './add-sender-domain-form.tsx';
import { SenderDomainCard } from './sender-domain-card.tsx';

type SendingDomainsSectionProps = {
  workspaceId: string;
  /** Where DMARC reports go: the workspace's contact email. */
  reportEmail: string | null;
  /** Owners and admins add, check and remove; members read. */
  canManage: boolean;
};

/** The workspace's own sending domains, with what to add at the DNS host for each. */
export function SendingDomainsSection({ workspaceId, reportEmail, canManage }: SendingDomainsSectionProps) {
  const { t } = useLingui();
  const { data: domains } = useWatchedSenderDomains(workspaceId);
  const { data: clients = [] } = useQuery(clientBrandsQueryOptions(workspaceId));
  const clientName = (clientId: string | null) =>
    clientId ? (clients.find((client) => client.id === clientId)?.name ?? t`Unknown client`) : null;
  const verified = domains.filter((domain) => domain.status === 'verified').length;

  return (
    <SectionCard
      id={SENDING_DOMAINS_ANCHOR}
      title={t`Sending domains`}
      status={
        domains.length > 0 ? (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <Plural value={verified} one="# verified" other="# verified" />
          </Text>
        ) : null
      }
      description={t`Send from your own domain, or from each client's: add it here, then add the DNS records shown at your DNS host. Until a domain is verified, campaigns go out from Pitchcraft's shared domain as "<sender name> via Pitchcraft".`}
    >
      <Stack gap="md">
        {canManage ? (
          <AddSenderDomainForm workspaceId={workspaceId} />
        ) : (
          <Text fz="sm" c="dimmed">
            {t`Only the owner and the admins of this workspace can add or remove sending domains.`}
          </Text>
        )}
        {domains.length === 0 ? (
          <Text fz="sm" c="dimmed" ta="center" py="md">
            {t`No sending domains yet.`}
          </Text>
        ) : (
          domains.map((domain) => (
            <SenderDomainCard
              key={domain.id}
              workspaceId={workspaceId}
              domain={domain}
              clientName={clientName(domain.client_id)}
              reportEmail={reportEmail}
              canManage={canManage}
            />
          ))
        )}
      </Stack>
    </SectionCard>
  );
}
