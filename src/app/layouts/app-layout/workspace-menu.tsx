import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconBriefcase, IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { LazyMenu } from '@/components/overlays/on-first-press.tsx';
import { myWorkspacesQueryOptions } from '@/features/workspaces/api/list-my-workspaces.ts';
import { useSession } from '@/lib/auth/session.ts';

/** Other workspaces offered in the menu before pointing to the full list. */
const SWITCH_LIMIT = 5;

const loadWorkspaceMenu = () => import('./workspace-menu-dropdown.tsx');

/**
 * The current workspace and everything in it, one click from any screen of that workspace: the
 * button now, the menu (workspace-menu-dropdown.tsx) at its first press.
 */
export function WorkspaceMenu() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false });
  const signedIn = Boolean(useSession());
  const workspaces = useQuery({ ...myWorkspacesQueryOptions(), enabled: Boolean(id) && signedIn });
  if (!id) return null;
  const name = workspaces.data?.find((workspace) => workspace.id === id)?.name;
  const others = (workspaces.data ?? []).filter((workspace) => workspace.id !== id).slice(0, SWITCH_LIMIT);
  return (
    <LazyMenu
      load={loadWorkspaceMenu}
      props={{ id, name, others }}
      target={
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconBriefcase size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={name ? t`Current workspace: ${name}` : t`Current workspace`}
          miw={0}
          maw={{ base: 80, sm: 260 }}
        >
          {/* On a phone the briefcase alone stands for the workspace; the label needs room. */}
          <Text span inherit visibleFrom="sm" truncate="end">
            {name ?? t`Current workspace`}
          </Text>
        </Button>
      }
    />
  );
}
