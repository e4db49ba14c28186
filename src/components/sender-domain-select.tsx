import { useLingui } from '@lingui/react/macro';
import { Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { domainStatusLabels } from '@/lib/sender-domains/domain-status.ts';
import { SENDING_DOMAINS_ANCHOR, type SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import { AnchorLink } from './router-links.tsx';

/** The Select's value for the product's shared domain; a domain name always has a dot, so it cannot clash. */
const SHARED_CHOICE = 'shared';

export type SenderDomainSelectProps = {
  /** The chosen domain's name; '' for Pitchcraft's shared domain (stored as null). */
  value?: string;
  onChange: (domain: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  workspaceId: string;
  /** The domains this sender may use: workspace-wide ones and the client's (`domainsForClient`). */
  domains: readonly SenderDomain[];
};

/**
 * Where the email is sent from: a verified domain of the workspace (or of the campaign's client),
 * or Pitchcraft's shared domain. Domains still waiting for DNS are listed, but cannot be chosen.
 */
export function SenderDomainSelect({
  value,
  onChange,
  error,
  disabled,
  workspaceId,
  domains,
}: SenderDomainSelectProps) {
  const { t } = useLingui();
  const known = domains.some((domain) => domain.name === value);
  const options = [
    { value: SHARED_CHOICE, label: t`Pitchcraft's shared domain` },
    ...domains.map((domain) => ({
      value: domain.name,
      label:
        domain.status === 'verified'
          ? domain.name
          : `${domain.name} · ${t(domainStatusLabels[domain.status].label)}`,
      disabled: domain.status !== 'verified',
    })),
    // A domain typed before domains were verified: shown, so the form does not change it silently.
    ...(value && !known ? [{ value, label: `${value} · ${t`not verified`}`, disabled: true }] : []),
  ];
  const waiting = domains.some((domain) => domain.status !== 'verified');

  return (
    <Stack gap={4}>
      <Select
        label={t`Sender domain`}
        description={t`Only verified domains can send. Without one, emails go out from Pitchcraft's shared domain and replies reach the workspace's contact email.`}
        data={options}
        value={value || SHARED_CHOICE}
        onChange={(choice) => onChange(!choice || choice === SHARED_CHOICE ? '' : choice)}
        allowDeselect={false}
        error={error}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
      />
      <Text fz="xs" c="dimmed">
        {waiting ? t`Domains not verified yet cannot be chosen.` : null}{' '}
        <AnchorLink
          to="/organizations/$id/settings"
          params={{ id: workspaceId }}
          hash={SENDING_DOMAINS_ANCHOR}
          fz="xs"
          fw={600}
        >
          {t`Manage sending domains`}
        </AnchorLink>
      </Text>
    </Stack>
  );
}
