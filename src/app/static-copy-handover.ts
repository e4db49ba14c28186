/**
 * The prerendered home is a working page before the app starts (scripts/static-copy-boot.ts): a
 * visitor may have typed into a field, focused one, or pressed a button that was held. When React
 * replaces the copy with the same page, this carries that over, so nothing is lost and the held
 * press happens.
 *
 * Controls are matched by what they are and say (tag, type, accessible name or text, and which
 * occurrence), not by position: the app's tree may differ in wrappers from the snapshot.
 */

const CONTROLS = 'input, textarea, select, button';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLButtonElement;

export type StaticCopyState = {
  values: { key: string; value: string }[];
  focused: { key: string; selectionStart: number | null; selectionEnd: number | null } | null;
  pressed: string | null;
};

type PendingWindow = Window & { pitchcraftPending?: Element };

function controlName(control: Control): string {
  return (
    control.getAttribute('aria-label') ??
    control.getAttribute('name') ??
    control.textContent?.replace(/\s+/g, ' ').trim() ??
    ''
  );
}

/** Each control of a container under a key that names it the same way in the copy and in the app. */
function keyedControls(container: ParentNode): Map<string, Control> {
  const controls = new Map<string, Control>();
  const seen = new Map<string, number>();
  for (const control of container.querySelectorAll<Control>(CONTROLS)) {
    const type = control.getAttribute('type') ?? '';
    const base = `${control.tagName.toLowerCase()}|${type}|${controlName(control)}`;
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    controls.set(`${base}|${occurrence}`, control);
  }
  return controls;
}

const keyOf = (controls: Map<string, Control>, element: Element | null | undefined) =>
  element ? ([...controls].find(([, control]) => control === element)?.[0] ?? null) : null;

const hasTyping = (control: Control): control is HTMLInputElement | HTMLTextAreaElement =>
  (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
  !['checkbox', 'radio', 'submit', 'button', 'hidden', 'file'].includes(control.type) &&
  control.value !== control.defaultValue;

/** What the visitor did to the copy in `root`; null when `root` holds no copy. */
export function readStaticCopy(root: HTMLElement): StaticCopyState | null {
  const copy = root.querySelector(':scope > [data-static-copy]');
  if (!copy) return null;
  const controls = keyedControls(copy);
  const values = [...controls]
    .filter(([, control]) => hasTyping(control))
    .map(([key, control]) => ({ key, value: control.value }));
  const active = document.activeElement;
  const focusedKey = active && copy.contains(active) ? keyOf(controls, active) : null;
  const selectable = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  const pending = window as PendingWindow;
  const pressed = keyOf(controls, pending.pitchcraftPending?.closest(CONTROLS));
  delete pending.pitchcraftPending;
  return {
    values,
    focused: focusedKey
      ? {
          key: focusedKey,
          selectionStart: selectable ? safeSelection(active, 'selectionStart') : null,
          selectionEnd: selectable ? safeSelection(active, 'selectionEnd') : null,
        }
      : null,
    pressed,
  };
}

// An email input has no selection API: reading it throws in some browsers, null in others.
function safeSelection(
  field: HTMLInputElement | HTMLTextAreaElement,
  which: 'selectionStart' | 'selectionEnd',
) {
  try {
    return field[which];
  } catch {
    return null;
  }
}

/** Sets a field the way typing does, so React's onChange sees it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

/**
 * Applies `state` to the app's page in `root` once every control it names is there (or gives up
 * after `timeoutMs`, applying what it found): typed values, then focus, then the held press.
 */
export async function replayIntoApp(root: HTMLElement, state: StaticCopyState, timeoutMs = 5000) {
  const wanted = [...state.values.map((entry) => entry.key), state.focused?.key, state.pressed].filter(
    (key): key is string => Boolean(key),
  );
  if (wanted.length === 0) return;
  const deadline = Date.now() + timeoutMs;
  // React commits asynchronously: until it does, the controls found are still the copy's own.
  const appDrawn = () => !root.querySelector(':scope > [data-static-copy]');
  let controls = keyedControls(root);
  while (!(appDrawn() && wanted.every((key) => controls.has(key))) && Date.now() < deadline) {
    await nextFrame();
    controls = keyedControls(root);
  }
  if (!appDrawn()) return;
  for (const { key, value } of state.values) {
    const field = controls.get(key);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typeInto(field, value);
  }
  const focused = state.focused && controls.get(state.focused.key);
  if (focused && state.focused) {
    focused.focus({ preventScroll: true });
    const { selectionStart, selectionEnd } = state.focused;
    if (
      (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) &&
      selectionStart !== null &&
      selectionEnd !== null
    ) {
      try {
        focused.setSelectionRange(selectionStart, selectionEnd);
      } catch {
        // Not a text field with a caret (email, number): focus is enough.
      }
    }
  }
  if (state.pressed) {
    // React's onChange above has to commit before a submit reads the field.
    await nextFrame();
    keyedControls(root).get(state.pressed)?.click();
  }
}
