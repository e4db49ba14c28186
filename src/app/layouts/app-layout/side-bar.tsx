import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useMatchRoute, useParams } from '@tanstack/react-router';
import { LazyTooltip } from '@/components/overlays/lazy-overlays.tsx';
import { NavLinkLink } from '@/components/router-nav-links.tsx';
import { SIDE_BAR_ENTRIES, type SideBarEntry } from './navigation.ts';
import classes from './side-bar.module.css';

type SideBarProps = {
  collapsed: boolean;
  /** Absent on the phone drawer, which is never folded. */
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
};

export function SideBar({ collapsed, onToggleCollapsed, onNavigate }: SideBarProps) {
  const { t } = useLingui();
  const toggleLabel = collapsed ? t`Expand side bar` : t`Collapse side bar`;
  return (
    <Stack justify="space-between" h="100%" gap={0} p="xs" className={classes.sideBar}>
      <Stack gap={4} component="nav" aria-label={t`Workspace`}>
        {SIDE_BAR_ENTRIES.map((entry) => (
          <SideBarLink key={entry.to} entry={entry} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </Stack>
      {onToggleCollapsed && (
        <LazyTooltip label={toggleLabel} position="right" disabled={!collapsed} withArrow>
          <NavLink
            component="button"
            onClick={onToggleCollapsed}
            label={collapsed ? undefined : toggleLabel}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            leftSection={
              collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )
            }
            className={classes.link}
            c="dimmed"
          />
        </LazyTooltip>
      )}
    </Stack>
  );
}

type SideBarLinkProps = { entry: SideBarEntry; collapsed: boolean; onNavigate?: (() => void) | undefined };

function SideBarLink({ entry, collapsed, onNavigate }: SideBarLinkProps) {
  const { t } = useLingui();
  const { id } = useParams({ strict: false });
  const matchRoute = useMatchRoute();
  const label = t(entry.label);
  const Icon = entry.icon;
  const common = {
    label: collapsed ? undefined : label,
    'aria-label': collapsed ? label : undefined,
    leftSection: <Icon size={20} stroke={1.7} />,
    className: classes.link,
  };

  if (entry.kind === 'user') {
    const active = Boolean(matchRoute({ to: entry.to, fuzzy: true }));
    return (
      <LazyTooltip label={label} position="right" disabled={!collapsed} withArrow>
        <NavLinkLink {...common} to={entry.to} active={active} onClick={onNavigate} />
      </LazyTooltip>
    );
  }

  if (!id) {
    return (
      <LazyTooltip label={collapsed ? label : t`Choose a workspace first`} position="right" withArrow>
        <NavLink {...common} component="button" disabled aria-disabled="true" />
      </LazyTooltip>
    );
  }

  const active = Boolean(matchRoute({ to: entry.to, params: { id }, fuzzy: true }));
  return (
    <LazyTooltip label={label} position="right" disabled={!collapsed} withArrow>
      <NavLinkLink {...common} to={entry.to} params={{ id }} active={active} onClick={onNavigate} />
    </LazyTooltip>
  );
}
