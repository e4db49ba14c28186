import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { IconAddressBook, IconChartBar, IconId, IconMail } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { ButtonLink } from './router-links.tsx';

type ClientSectionsNavProps = { workspaceId: string; clientId: string };

/** A client's screens (details, leads, campaigns, analytics), one click apart. */
export function ClientSectionsNav({ workspaceId, clientId }: ClientSectionsNavProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const params = { id: workspaceId, clientId };
  const sections = [
    { to: '/organizations/$id/clients/$clientId/edit', label: t`Details`, icon: IconId, suffix: '/edit' },
    {
      to: '/organizations/$id/clients/$clientId/leads',
      label: t`Leads`,
      icon: IconAddressBook,
      suffix: '/leads',
    },
    {
      to: '/organizations/$id/clients/$clientId/campaigns',
      label: t`Campaigns`,
      icon: IconMail,
      suffix: '/campaigns',
    },
    {
      to: '/organizations/$id/clients/$clientId/analytics',
      label: t`Analytics`,
      icon: IconChartBar,
      suffix: '/analytics',
    },
  ] as const;
  return (
    <Group component="nav" aria-label={t`Client sections`} gap={4} mb="lg" wrap="wrap">
      {sections.map((section) => {
        const current = pathname.endsWith(section.suffix);
        return (
          <ButtonLink
            key={section.to}
            to={section.to}
            params={params}
            variant={current ? 'light' : 'subtle'}
            color={current ? undefined : 'gray'}
            size="compact-sm"
            leftSection={<section.icon size={16} />}
            aria-current={current ? 'page' : undefined}
          >
            {section.label}
          </ButtonLink>
        );
      })}
    </Group>
  );
}
