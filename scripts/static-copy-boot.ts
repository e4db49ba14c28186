/**
 * The browser side of the prerendered home (scripts/prerender.ts inlines it after #root, so it
 * must stay self-contained: no imports, no closures over module scope).
 *
 * The static copy is a working page on its own: links navigate, text can be selected, fields
 * take typing. The app — a few hundred KiB of JavaScript a phone has to evaluate — starts only
 * when it is needed:
 * - at once when the copy is not shown (another path, another language);
 * - on `load` for a visitor with a session (the header must offer their workspace);
 * - otherwise on the visitor's first intent: a pointer or touch down, a key, focus entering the page.
 * A button pressed or a form sent before the app is there is held (its default action prevented,
 * so the page does not reload and lose what was typed) and named in `window.pitchcraftPending`,
 * for src/app/static-copy-handover.ts to replay once the app has drawn the same page.
 */
export function startAppWhenNeeded(boot: () => void): void {
  const root = document.getElementById('root');
  if (!root) return;
  if (document.documentElement.getAttribute('data-prerender') === 'off') {
    root.replaceChildren();
    boot();
    return;
  }
  let signedIn = false;
  try {
    signedIn = Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key));
  } catch {
    // Storage refused (privacy settings): treated as signed out; the first intent starts the app.
  }
  if (signedIn) {
    if (document.readyState === 'complete') boot();
    else addEventListener('load', boot);
    return;
  }

  const intents = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  const onIntent = () => {
    for (const type of intents) removeEventListener(type, onIntent, true);
    boot();
  };
  for (const type of intents) addEventListener(type, onIntent, { capture: true, passive: true });

  const hold = (event: Event, control: Element | null | undefined) => {
    const target = event.target as Element | null;
    if (!target?.closest?.('[data-static-copy]')) return;
    event.preventDefault();
    (window as Window & { pitchcraftPending?: Element }).pitchcraftPending = control ?? target;
    onIntent();
  };
  addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (button) hold(event, button);
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      hold(event, (event as SubmitEvent).submitter ?? form.querySelector('[type=submit]') ?? form);
    },
    true,
  );
}
