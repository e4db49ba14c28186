/**
 * react-email-editor injects Unlayer's embed script and waits for its load event only: when the
 * script cannot load (offline, blocked by an extension) nothing ever tells the app. So the app
 * loads the same URL itself first, hearing both load and error; the library's loader then finds
 * the script in the page and the `unlayer` global defined, and goes straight on.
 */

/** react-email-editor 2.1.2's own default, so its loader recognises the script as the one it wants. */
export const UNLAYER_SCRIPT_URL = 'https://editor.unlayer.com/embed.js?2';

/** How long the editor may take to say it is ready before the app offers its quick editor. */
export const UNLAYER_READY_TIMEOUT_MS = 15_000;

let loading: Promise<void> | null = null;

const embedDefined = () => typeof (globalThis as { unlayer?: unknown }).unlayer !== 'undefined';

export function loadUnlayerScript(): Promise<void> {
  if (embedDefined()) return Promise.resolve();
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = UNLAYER_SCRIPT_URL;
    script.async = true;
    script.addEventListener('load', () =>
      embedDefined() ? resolve() : reject(new Error('unlayer undefined')),
    );
    script.addEventListener('error', () => {
      // Gone from the page, so that a later visit to the editor tries again.
      script.remove();
      loading = null;
      reject(new Error(`${UNLAYER_SCRIPT_URL} could not load`));
    });
    document.head.appendChild(script);
  });
  return loading;
}
