/** The stack's API with the service role key, as screenshot scripts get it from pictureEveryVariant. */
export type ServiceEnv = { E2E_API_URL: string; E2E_SERVICE_ROLE_KEY: string };

/** PostgREST with the service key: rows a user could not write (payments, jobs, delivery events). */
export async function serviceRest(
  env: ServiceEnv,
  path: string,
  body: unknown,
  method = 'POST',
): Promise<void> {
  const response = await fetch(`${env.E2E_API_URL}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: env.E2E_SERVICE_ROLE_KEY,
      authorization: `Bearer ${env.E2E_SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${await response.text()}`);
}
