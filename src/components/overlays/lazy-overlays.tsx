import { InputBase, type SelectProps } from '@mantine/core';
import { cloneElement, type ReactElement, type RefObject, useEffect, useRef, useState } from 'react';
import { OnFirstPress, useOnFirstUse } from './on-first-press.tsx';
import type {
  LoadedOnPressProps,
  LoadedOverlayProps,
  LoadedTooltipProps,
  OverlayLoader,
} from './overlay-types.ts';
import { SelectChevron } from './select-chevron.tsx';

/**
 * The app's lazy boundary for Mantine's overlays (menus, tooltips, drawers, dialogs, the comboboxes):
 * what a screen shows before anything is open is drawn without them, and the overlay's code
 * (Mantine's Popover, floating-ui, the scroll lock, ~30 KiB gzip) loads by `import()` at the first
 * press, hover or opening, then opens as Mantine opens it. Each overlay lives in a file only
 * `import()` reaches, passed here as `load`; `check-imports` refuses a static import of the
 * overlays in what the first screens reach (docs/frontend.md, "App weight"; docs/patterns.md).
 * Menus: `LazyMenu` in on-first-press.tsx, which imports nothing of Mantine, so the home uses it too.
 * The types of the boundary and of what it loads are in overlay-types.ts.
 */

type LazySelectProps = Omit<SelectProps, 'data'> & { data: { value: string; label: string }[] };

const loadSelect: OverlayLoader<LazySelectProps & LoadedOnPressProps> = () => import('./select.tsx');

/**
 * Mantine's Select (not searchable), drawn closed as a read-only field of the same look (label,
 * chosen label, chevron, `role="combobox"`) until its first press (click, or ↓ ↑ Enter Space);
 * then the Select, opened on the chosen option. The props are Select's; `data` as `{ value, label }`;
 * the stand-in draws the label, the chosen label, `w` and `disabled` (give it no other layout props).
 */
export function LazySelect(props: LazySelectProps) {
  const { label, data, value, w, disabled } = props;
  const chosen = data.find((option) => option.value === value)?.label ?? '';
  return (
    <OnFirstPress
      popup="listbox"
      load={loadSelect}
      props={props}
      standIn={
        <InputBase
          label={label}
          value={chosen}
          readOnly
          pointer
          disabled={disabled}
          role="combobox"
          rightSection={<SelectChevron />}
          rightSectionPointerEvents="none"
          w={w}
        />
      }
    />
  );
}

/**
 * A dialog or drawer whose code loads the first time `opened` turns true, mounts closed and
 * opens on the next render, so its transition plays and Mantine returns focus on close to what
 * had it (the button that opened it) as always. Nothing is drawn until then.
 */
export function LazyWhenOpened<P extends object>({
  opened,
  load,
  props,
}: {
  opened: boolean;
  load: OverlayLoader<P & LoadedOverlayProps>;
  props: P;
}) {
  const { Loaded, ask } = useOnFirstUse(load);
  const [mounted, setMounted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first opening is the trigger.
  useEffect(() => {
    if (opened) ask();
  }, [opened]);
  useEffect(() => setMounted(Boolean(Loaded)), [Loaded]);
  if (!Loaded) return null;
  return <Loaded {...props} opened={opened && mounted} />;
}

const loadTooltip: OverlayLoader<LoadedTooltipProps> = () => import('./tooltip-on-target.tsx');

/**
 * A tooltip drawn only once the pointer first enters its element (Mantine's Tooltip opens on
 * hover, not focus): `children` renders as itself, never re-mounted, and the tooltip attaches to
 * it (`target`) when its code is in, opened if the pointer is still there. `children` must accept
 * a ref and not carry one of its own.
 */
export function LazyTooltip({
  children,
  ...tooltip
}: Omit<LoadedTooltipProps, 'target' | 'defaultOpened'> & { children: ReactElement }) {
  const { Loaded, ask } = useOnFirstUse(loadTooltip);
  const ref = useRef<HTMLElement>(null);
  const pointerInside = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || Loaded || tooltip.disabled) return;
    // Native listeners, as Mantine's: React gives no mouseenter on a disabled button.
    const enter = () => {
      pointerInside.current = true;
      ask();
    };
    const leave = () => {
      pointerInside.current = false;
    };
    element.addEventListener('mouseenter', enter);
    element.addEventListener('mouseleave', leave);
    return () => {
      element.removeEventListener('mouseenter', enter);
      element.removeEventListener('mouseleave', leave);
    };
  });
  const child = cloneElement(children as ReactElement<{ ref?: RefObject<HTMLElement | null> }>, { ref });
  return (
    <>
      {child}
      {Loaded && <Loaded {...tooltip} target={ref} defaultOpened={pointerInside.current} />}
    </>
  );
}

const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

/**
 * The provider of `modals.openConfirmModal` (and the rest of `modals.*` from @mantine/modals),
 * mounted at the first call: `modals.*` only dispatches a window event (`mantine-modals:…`),
 * which this hears while the provider is not there, loads `load` (a file rendering
 * `ModalsProvider`), and dispatches again once the provider listens, so the first dialog opens
 * on the first click. Callers use `modals` as before.
 */
export function ModalsOnFirstCall({ load }: { load: OverlayLoader<object> }) {
  const { Loaded, ask } = useOnFirstUse(load);
  const missed = useRef<CustomEvent[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens until the provider is in.
  useEffect(() => {
    if (Loaded) return;
    const hear = (event: Event) => {
      missed.current.push(event as CustomEvent);
      ask();
    };
    for (const name of MODAL_EVENTS) window.addEventListener(name, hear);
    return () => {
      for (const name of MODAL_EVENTS) window.removeEventListener(name, hear);
    };
  }, [Loaded]);
  useEffect(() => {
    if (!Loaded) return;
    // The provider attached its listeners in a layout effect, before this effect runs.
    for (const event of missed.current.splice(0)) {
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    }
  }, [Loaded]);
  return Loaded ? <Loaded /> : null;
}
