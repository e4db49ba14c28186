import type { ComponentType, ReactElement, ReactNode, RefObject } from 'react';

/** The types of the overlays' lazy boundary (lazy-overlays.tsx) and of the files it loads. */
export type OverlayLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * What a control loaded by `LazyMenu` or `LazySelect` receives beside its own props: `target`, the
 * stand-in element with `pressRef` on it (a menu's `Menu.Target` child), and `pressRef` to put on
 * the element pressed to open it (a Select's `ref`).
 */
export type LoadedOnPressProps = {
  target: ReactElement;
  pressRef: RefObject<HTMLElement | null>;
};

/** What a dialog or drawer loaded by `LazyWhenOpened` receives: its opened state, to pass to Mantine. */
export type LoadedOverlayProps = { opened: boolean };

/** What a tooltip loaded by `LazyTooltip` receives: Mantine Tooltip's props with `target` mode. */
export type LoadedTooltipProps = {
  label: ReactNode;
  position?: 'top' | 'right' | 'bottom' | 'left';
  withArrow?: boolean;
  disabled?: boolean;
  target: RefObject<HTMLElement | null>;
  defaultOpened: boolean;
};
