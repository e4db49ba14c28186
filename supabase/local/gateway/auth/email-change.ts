import type pg from 'pg';
import { type UserRow, updateUser } from './users.ts';

/** Moves the user to the pending address in `email_change`, its email identity included. */
export async function applyEmailChange(db: pg.PoolClient, user: UserRow): Promise<UserRow> {
  const email = user.email_change ?? user.email;
  await db.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id, email],
  );
  return updateUser(db, user.id, {
    email,
    email_change: '',
    email_change_token_new: '',
    email_change_confirm_status: 0,
    email_confirmed_at: user.email_confirmed_at ?? new Date(),
    raw_user_meta_data: { ...user.raw_user_meta_data, email },
  });
}
