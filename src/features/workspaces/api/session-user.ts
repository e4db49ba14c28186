import { HttpError } from '@/lib/errors/app-errors.ts';
import { supabase } from '@/lib/supabase.ts';

/** The signed-in user's id; the guarded screens that call this always have a session. */
export async function sessionUserId(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new HttpError(401, 'No session');
  return id;
}
