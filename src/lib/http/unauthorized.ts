type Listener = () => void;

const listeners = new Set<Listener>();

/** The app subscribes once (sign out, go to the root); anything that meets a 401 reports it here. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportUnauthorized(): void {
  for (const listener of listeners) listener();
}

/**
 * Wraps a fetch so that a 401 from the data APIs (REST, Storage, Functions) is reported.
 * Auth endpoints are left out: supabase-js handles their 401s itself, and signing out calls them.
 */
export function withUnauthorizedReport(baseFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await baseFetch(input, init);
    if (response.status === 401 && !isAuthEndpoint(input)) reportUnauthorized();
    return response;
  };
}

function isAuthEndpoint(input: RequestInfo | URL): boolean {
  const url = input instanceof Request ? input.url : String(input);
  return new URL(url, 'http://localhost').pathname.startsWith('/auth/v1/');
}
