import { randomUUID } from 'node:crypto';
import type pg from 'pg';

type Queryable = pg.Pool | pg.PoolClient;

/** A row of auth.users, as the gateway reads it. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const lock = forUpdate ? ' for update' : '';
  const { rows } = await db.query<UserRow>(`select * from auth.users where id = $1${lock}`, [id]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where email = $1 and is_sso_user = false',
    [normalizeEmail(email)],
  );
  return rows[0];
}

export interface NewUser {
  email: string;
  encryptedPassword: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  invited?: boolean;
  role?: string;
}

/** Inserts the user and its `email` identity, as GoTrue's sign-up does. */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const email = normalizeEmail(user.email);
  const identityData = { sub: id, email, email_verified: user.confirmed, phone_verified: false };
  const appMetadata = { provider: 'email', providers: ['email'], ...user.appMetadata };
  const userMetadata = { ...user.userMetadata, ...identityData };
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_super_admin, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
       case when $5 then now() end, case when $6 then now() end, $7, $8, now(), now(), false, false)
     returning *`,
    [
      id,
      user.role ?? 'authenticated',
      email,
      user.encryptedPassword,
      user.confirmed,
      user.invited ?? false,
      appMetadata,
      userMetadata,
    ],
  );
  const inserted = onlyRow(rows);
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [id, identityData],
  );
  return inserted;
}

/** Updates the given columns (trusted names only) and returns the row. */
export async function updateUser(
  db: Queryable,
  id: string,
  columns: Record<string, unknown>,
): Promise<UserRow> {
  const names = Object.keys(columns);
  const assignments = names.map((name, index) => `${name} = $${index + 2}`);
  const { rows } = await db.query<UserRow>(
    `update auth.users set ${[...assignments, 'updated_at = now()'].join(', ')} where id = $1 returning *`,
    [id, ...names.map((name) => columns[name])],
  );
  return onlyRow(rows);
}

/**
 * The columns a password change writes: GoTrue also voids every emailed token, since whoever
 * changes the password may not trust what was requested before.
 */
export const passwordChangeColumns = (encryptedPassword: string) => ({
  encrypted_password: encryptedPassword,
  confirmation_token: '',
  recovery_token: '',
  email_change_token_new: '',
  email_change_token_current: '',
});

/** Marks the email confirmed, in the user row and its identity, as GoTrue's `Confirm` does. */
export async function confirmUserEmail(db: Queryable, user: UserRow): Promise<UserRow> {
  await db.query(
    `update auth.identities
        set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  return updateUser(db, user.id, {
    email_confirmed_at: user.email_confirmed_at ?? new Date(),
    confirmation_token: '',
    raw_user_meta_data: { ...user.raw_user_meta_data, email_verified: true },
  });
}

/** The user as GoTrue serialises it, identities included. */
export async function userJson(db: Queryable, user: UserRow) {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at ?? user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    email_change_sent_at: iso(user.email_change_sent_at),
    new_email: user.email_change || undefined,
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
}

export type UserJson = Awaited<ReturnType<typeof userJson>>;

export const isBanned = (user: UserRow) =>
  user.banned_until !== null && user.banned_until.getTime() > Date.now();

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function onlyRow(rows: UserRow[]) {
  const [row] = rows;
  if (!row) throw new Error('auth.users: the user row is missing');
  return row;
}

const iso = (date: Date | null) => date?.toISOString() ?? undefined;
