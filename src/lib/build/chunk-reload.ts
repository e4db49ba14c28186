/** Where the time of the last automatic reload is kept; sessionStorage is per tab. */
export const CHUNK_RELOAD_KEY = 'pitchcraft:chunk-reload-at';
/** A second failure within this window means the reload did not help: stop, show the error. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

type ReloadDeps = { storage?: Storage; now?: () => number; reload?: () => void };

/**
 * A chunk that fails to load usually means a new build replaced the old files: reload once to
 * pick up the new build. Returns whether it reloaded; never twice within the window, so a chunk
 * that is really broken cannot make the page loop.
 */
export function reloadOnceForFailedChunk({
  storage = sessionStorage,
  now = Date.now,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now()));
  reload();
  return true;
}

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message))
  );
}

/**
 * TanStack Router reloads once per error message on its own (a per-tab flag that never expires).
 * Marking the message as handled leaves one policy in charge: ours, with its 10-second window.
 */
export const routerReloadKey = (message: string) => `tanstack_router_reload:${message}`;

/** Vite fires `vite:preloadError` when a lazy chunk or its CSS fails; reload instead of throwing. */
export function listenForPreloadErrors(storage: Storage = sessionStorage): () => void {
  const onPreloadError = (event: Event) => {
    const failure = (event as Event & { payload?: unknown }).payload;
    if (failure instanceof Error) storage.setItem(routerReloadKey(failure.message), '1');
    if (reloadOnceForFailedChunk({ storage })) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
