import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { STATELESS_AUTH } from '../db/service-client.ts';
import { HttpError } from './json.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * A supabase client acting as the caller (their JWT, the anon key), so row-level security decides
 * what the function may read and write for them, as it does for the app.
 */
export function userClient(request: Request, env: Env): SupabaseClient {
  const url = env.SUPABASE_URL;
  const anonKey = env.SUPABASE_ANON_KEY;
  if (!url || !anonKey) throw new Error('SUPABASE_URL and SUPABASE_ANON_KEY must be set');
  return createClient(url, anonKey, {
    ...STATELESS_AUTH,
    global: { headers: { Authorization: request.headers.get('authorization') ?? '' } },
  });
}

/** The signed-in caller and a client acting as them; 401 without a valid user token. */
export async function requireUser(
  request: Request,
  env: Env,
): Promise<{ user: User; client: SupabaseClient }> {
  const header = request.headers.get('authorization') ?? '';
  const token = header.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) throw new HttpError(401, 'unauthorized', 'Sign in first: the request has no user token.');
  const client = userClient(request, env);
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, 'unauthorized', 'The session is not valid any more.');
  return { user: data.user, client };
}
