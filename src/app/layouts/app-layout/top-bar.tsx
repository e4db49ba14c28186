import { useLingui } from '@lingui/react/macro';
import { Burger, Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { BrandIcon, BrandMark } from '@/components/brand-mark.tsx';
import { LanguageToggle } from '@/components/language-toggle.tsx';
import { AnchorLink } from '@/components/router-links.tsx';
import { useScreenName } from '../../use-route-title.ts';
import { ClientShortcut } from './client-shortcut.tsx';
import { UserMenu } from './user-menu.tsx';
import { WorkspaceMenu } from './workspace-menu.tsx';

type TopBarProps = { onOpenNavigation: () => void; navigationOpened: boolean };

/** SPEC §2 top menu: the current workspace and its sections, the screen's name, the user. */
export function TopBar({ onOpenNavigation, navigationOpened }: TopBarProps) {
  const { t } = useLingui();
  const { id: workspaceId } = useParams({ strict: false });
  const title = useScreenName();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navigationOpened}
          onClick={onOpenNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={t`Open navigation`}
        />
        <AnchorLink to="/lobby" underline="never" aria-label={t`Pitchcraft lobby`}>
          <Group visibleFrom="sm">
            <BrandMark size={28} />
          </Group>
          <Group hiddenFrom="sm">
            <BrandIcon size={28} />
          </Group>
        </AnchorLink>
        <Group gap={4} wrap="nowrap" miw={0} ml={{ sm: 'xl' }} component="nav" aria-label={t`Top menu`}>
          <WorkspaceMenu />
          {title && (
            <Group gap={4} wrap="nowrap" miw={0} visibleFrom="sm">
              {workspaceId && <IconChevronRight size={16} color="var(--mantine-color-gray-5)" aria-hidden />}
              <Text fw={600} truncate="end" aria-current="page">
                {t(title)}
              </Text>
            </Group>
          )}
          <ClientShortcut />
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
