import {
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { LoadedOnPressProps, OverlayLoader } from './overlay-types.ts';

/**
 * The part of the overlays' lazy boundary (lazy-overlays.tsx) that imports nothing of Mantine, so
 * the home can use it too (the language menu): a control drawn now whose overlay loads at its
 * first press.
 */

/** Keeps the module once loaded; `ask()` starts loading it (once). */
export function useOnFirstUse<P>(load: OverlayLoader<P>) {
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [loading, setLoading] = useState(false);
  const asked = useRef(false);
  const ask = () => {
    if (asked.current) return;
    asked.current = true;
    setLoading(true);
    load().then(
      (module) => setLoaded(() => module.default),
      // A chunk that fails to load is src/lib/build/chunk-reload.ts's; the next press tries again.
      () => {
        asked.current = false;
        setLoading(false);
      },
    );
  };
  return { Loaded: loaded, loading, ask };
}

export type StandInProps = {
  'aria-haspopup'?: 'menu' | 'listbox';
  'aria-expanded'?: boolean;
  'aria-busy'?: boolean;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
};

/** The keys that open a listbox from its closed field (a read-only input: Enter and Space click nothing). */
const LISTBOX_OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * `standIn` is drawn as the control looks closed, with its accessible name and `aria-haspopup` /
 * `aria-expanded="false"`, until its first press; then the control `load` brings replaces it and
 * is pressed once mounted (focused, then clicked), so Mantine opens it, moves focus into it and
 * later returns focus exactly as when the user presses it.
 */
export function OnFirstPress<P extends object>({
  standIn,
  popup,
  load,
  props,
}: {
  standIn: ReactElement<StandInProps>;
  popup: 'menu' | 'listbox';
  load: OverlayLoader<P & LoadedOnPressProps>;
  props: P;
}) {
  const { Loaded, loading, ask } = useOnFirstUse(load);
  const pressRef = useRef<HTMLElement>(null);
  // Once per press: an effect may run again without one (a Suspense boundary showing the layout
  // again after a route change re-runs it), and a second click would open the menu unasked.
  const pressed = useRef(false);
  useEffect(() => {
    if (!Loaded || !pressed.current) return;
    pressed.current = false;
    pressRef.current?.focus();
    pressRef.current?.click();
  }, [Loaded]);
  const press = () => {
    pressed.current = true;
    ask();
  };
  if (!Loaded) {
    return cloneElement(standIn, {
      'aria-haspopup': popup,
      'aria-expanded': false,
      'aria-busy': loading || undefined,
      onClick: press,
      ...(popup === 'listbox'
        ? {
            onKeyDown: (event: KeyboardEvent) => {
              if (!LISTBOX_OPENING_KEYS.has(event.key)) return;
              event.preventDefault();
              press();
            },
          }
        : {}),
    });
  }
  const target = cloneElement(standIn as ReactElement<{ ref?: RefObject<HTMLElement | null> }>, {
    ref: pressRef,
  });
  return <Loaded {...props} target={target} pressRef={pressRef} />;
}

/**
 * A menu: `target` (its button, the same element the menu's `Menu.Target` gets, with its
 * accessible name, and no ref or onClick of its own) now, the menu `load` brings (a file rendering
 * Mantine's `Menu` with `<Menu.Target>{target}</Menu.Target>`) at the first press, opened.
 */
export function LazyMenu<P extends object>({
  target,
  load,
  props,
}: {
  target: ReactElement<StandInProps>;
  load: OverlayLoader<P & LoadedOnPressProps>;
  props: P;
}) {
  return <OnFirstPress standIn={target} popup="menu" load={load} props={props} />;
}
