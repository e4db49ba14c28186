/** The headers the gateway's CORS middleware sets on an answer, given the request's Origin. */
export type CorsHeaders = (origin: string | undefined) => Record<string, string>;

/**
 * An answer's headers with the gateway's CORS headers on top, as the CORS middleware leaves them
 * on an answer built without it (the node:http paths of /rest/v1 and /functions/v1): each set,
 * replacing the handler's, except `Vary`, appended to the handler's.
 */
export function withCors<Value extends string | string[]>(
  headers: Record<string, Value>,
  cors: Record<string, string>,
): Record<string, Value | string> {
  const merged: Record<string, Value | string> = { ...headers };
  for (const [name, value] of Object.entries(cors)) {
    const existing = merged[name];
    merged[name] = name === 'vary' && existing ? `${existing}, ${value}` : value;
  }
  return merged;
}
