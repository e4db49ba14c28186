import { useLingui } from '@lingui/react/macro';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link, useMatchRoute, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LazyTooltip } from '@/components/overlays/lazy-overlays.tsx';
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
    <div className={classes.sideBar}>
      <nav className={classes.entries} aria-label={t`Workspace`}>
        {SIDE_BAR_ENTRIES.map((entry) => (
          <SideBarLink key={entry.to} entry={entry} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </nav>
      {onToggleCollapsed && (
        <LazyTooltip label={toggleLabel} position="right" disabled={!collapsed} withArrow>
          <button
            type="button"
            className={`${classes.link} ${classes.dimmed}`}
            onClick={onToggleCollapsed}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
          >
            <EntryContent
              icon={
                collapsed ? (
                  <IconLayoutSidebarLeftExpand size={20} />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} />
                )
              }
              label={collapsed ? undefined : toggleLabel}
            />
          </button>
        </LazyTooltip>
      )}
    </div>
  );
}

function EntryContent({ icon, label }: { icon: ReactNode; label: string | undefined }) {
  return (
    <>
      <span className={classes.icon}>{icon}</span>
      {label && <span className={classes.label}>{label}</span>}
    </>
  );
}

type SideBarLinkProps = { entry: SideBarEntry; collapsed: boolean; onNavigate?: (() => void) | undefined };

function SideBarLink({ entry, collapsed, onNavigate }: SideBarLinkProps) {
  const { t } = useLingui();
  const { id } = useParams({ strict: false });
  const matchRoute = useMatchRoute();
  const label = t(entry.label);
  const Icon = entry.icon;
  const content = (
    <EntryContent icon={<Icon size={20} stroke={1.7} />} label={collapsed ? undefined : label} />
  );
  const common = { className: classes.link, 'aria-label': collapsed ? label : undefined };

  if (entry.kind === 'user') {
    const active = Boolean(matchRoute({ to: entry.to, fuzzy: true }));
    return (
      <LazyTooltip label={label} position="right" disabled={!collapsed} withArrow>
        <Link {...common} to={entry.to} data-active={active || undefined} onClick={onNavigate}>
          {content}
        </Link>
      </LazyTooltip>
    );
  }

  if (!id) {
    return (
      <LazyTooltip label={collapsed ? label : t`Choose a workspace first`} position="right" withArrow>
        <button {...common} type="button" disabled aria-disabled="true">
          {content}
        </button>
      </LazyTooltip>
    );
  }

  const active = Boolean(matchRoute({ to: entry.to, params: { id }, fuzzy: true }));
  return (
    <LazyTooltip label={label} position="right" disabled={!collapsed} withArrow>
      <Link {...common} to={entry.to} params={{ id }} data-active={active || undefined} onClick={onNavigate}>
        {content}
      </Link>
    </LazyTooltip>
  );
}
