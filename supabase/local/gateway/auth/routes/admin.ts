import type { Context, Hono } from 'hono';
import type pg from 'pg';
import { withTransaction } from '../../../db/transaction.ts';
import type { AuthEnv } from '../auth-env.ts';
import { parseBanDuration } from '../ban-duration.ts';
import { applyEmailChange } from '../email-change.ts';
import type { AuthEmailKind } from '../emails.ts';
import { AuthError, userNotFound } from '../errors.ts';
import { mergeMetadata, metadataOf } from '../metadata.ts';
import { checkPasswordStrength, hashPassword, type PasswordRules } from '../passwords.ts';
import { requireAdmin } from '../request-auth.ts';
import { readBody, validEmail } from '../request-body.ts';
import { endSessions } from '../sessions.ts';
import {
  confirmUserEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  passwordChangeColumns,
  type UserRow,
  updateUser,
  userJson,
} from '../users.ts';
import { prepareVerificationLink, sendVerificationEmail } from '../verification-link.ts';

interface AdminUserBody {
  email: string;
  phone: string;
  password: string;
  email_confirm: boolean;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  role: string;
  ban_duration: string;
  should_soft_delete: boolean;
}

interface GenerateLinkBody {
  type: string;
  email: string;
  new_email: string;
  password: string;
  data: Record<string, unknown>;
  redirect_to: string;
}

const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/** The service role's endpoints: /admin/users, /admin/generate_link and /invite. */
export function adminRoutes(app: Hono, env: AuthEnv) {
  const { ctx, settings } = env;
  const admin = async (c: Context) => requireAdmin(c, ctx.config.jwtSecret);

  app.get('/admin/users', async (c) => {
    await admin(c);
    const page = Math.max(1, Number(c.req.query('page')) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(c.req.query('per_page')) || 50));
    const { rows } = await ctx.adminPool.query<UserRow & { total: string }>(
      `select *, count(*) over () as total from auth.users
        where deleted_at is null order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const total = rows[0] ? Number(rows[0].total) : await countUsers(ctx.adminPool);
    c.header('X-Total-Count', String(total));
    const link = paginationLink(c.req.path, page, perPage, total);
    if (link) c.header('Link', link);
    const users = await Promise.all(rows.map((row) => userJson(ctx.adminPool, row)));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    await admin(c);
    const body = await readBody<AdminUserBody>(c);
    if (body.phone)
      throw new AuthError(400, 'phone_provider_disabled', 'Phone users are not supported locally');
    const email = validEmail(body.email);
    // GoTrue's adminUserCreate does not check the password rule (adminUserUpdate does).
    const encryptedPassword = body.password !== undefined ? await hashPassword(String(body.password)) : null;
    const user = await withTransaction(ctx.adminPool, async (db) => {
      if (await findUserByEmail(db, email)) throw emailExists();
      let created = await insertUser(db, {
        email,
        encryptedPassword,
        userMetadata: metadataOf(body.user_metadata),
        appMetadata: metadataOf(body.app_metadata),
        confirmed: body.email_confirm === true,
        role: typeof body.role === 'string' && body.role ? body.role : undefined,
      });
      if (body.ban_duration)
        created = await updateUser(db, created.id, { banned_until: parseBanDuration(body.ban_duration) });
      return userJson(db, created);
    });
    return c.json(user);
  });

  app.get('/admin/users/:id', async (c) => {
    await admin(c);
    const user = await findUserById(ctx.adminPool, c.req.param('id'));
    if (!user) throw userNotFound();
    return c.json(await userJson(ctx.adminPool, user));
  });

  app.put('/admin/users/:id', async (c) => {
    await admin(c);
    const body = await readBody<AdminUserBody>(c);
    const encryptedPassword =
      body.password !== undefined ? await checkedHash(String(body.password), settings) : undefined;
    const user = await withTransaction(ctx.adminPool, async (db) => {
      let user = await findUserById(db, c.req.param('id'), true);
      if (!user) throw userNotFound();
      if (body.email !== undefined && body.email !== user.email) {
        const email = validEmail(body.email);
        const owner = await findUserByEmail(db, email);
        if (owner && owner.id !== user.id) throw emailExists();
        user = await applyEmailChange(db, await updateUser(db, user.id, { email_change: email }));
      }
      const changes: Record<string, unknown> = {};
      if (encryptedPassword) {
        Object.assign(changes, passwordChangeColumns(encryptedPassword));
        await endSessions(db, user.id, undefined, 'global');
      }
      if (body.user_metadata !== undefined) {
        changes.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, metadataOf(body.user_metadata));
      }
      if (body.app_metadata !== undefined) {
        changes.raw_app_meta_data = mergeMetadata(user.raw_app_meta_data, metadataOf(body.app_metadata));
      }
      if (typeof body.role === 'string' && body.role) changes.role = body.role;
      if (body.ban_duration !== undefined) changes.banned_until = parseBanDuration(body.ban_duration);
      if (Object.keys(changes).length) user = await updateUser(db, user.id, changes);
      if (body.email_confirm === true && !user.email_confirmed_at) user = await confirmUserEmail(db, user);
      return userJson(db, user);
    });
    return c.json(user);
  });

  app.delete('/admin/users/:id', async (c) => {
    await admin(c);
    const body = await readBody<AdminUserBody>(c);
    await withTransaction(ctx.adminPool, async (db) => {
      const user = await findUserById(db, c.req.param('id'), true);
      if (!user) throw userNotFound();
      if (body.should_soft_delete === true) await softDelete(db, user);
      else await db.query('delete from auth.users where id = $1', [user.id]);
    });
    return c.json({});
  });

  app.post('/admin/generate_link', async (c) => {
    await admin(c);
    const body = await readBody<GenerateLinkBody>(c);
    const type = body.type ?? '';
    const email = validEmail(body.email);
    const result = await withTransaction(ctx.adminPool, async (db) => {
      const user = await userForLink(db, type, email, body);
      const linkType: AuthEmailKind = type === 'email_change_new' ? 'email_change' : (type as AuthEmailKind);
      const link = await prepareVerificationLink(env, db, user, linkType, { redirectTo: body.redirect_to });
      const fresh = (await findUserById(db, user.id)) ?? user;
      return {
        ...(await userJson(db, fresh)),
        action_link: link.link,
        email_otp: link.otp,
        hashed_token: link.hashedToken,
        redirect_to: link.redirectTo,
        verification_type: linkType,
      };
    });
    return c.json(result);
  });

  app.post('/invite', async (c) => {
    await admin(c);
    const body = await readBody<{ email: string; data: Record<string, unknown> }>(c);
    const email = validEmail(body.email);
    const user = await withTransaction(ctx.adminPool, async (db) => {
      let user = await findUserByEmail(db, email);
      if (user?.email_confirmed_at) throw emailExists();
      user ??= await insertUser(db, {
        email,
        encryptedPassword: null,
        userMetadata: metadataOf(body.data),
        confirmed: false,
        invited: true,
      });
      await sendVerificationEmail(env, db, user, 'invite', { redirectTo: c.req.query('redirect_to') });
      return userJson(db, (await findUserById(db, user.id)) ?? user);
    });
    return c.json(user);
  });

  /** The user a generated link is for, created first for sign-up and invite links as GoTrue does. */
  async function userForLink(
    db: pg.PoolClient,
    type: string,
    email: string,
    body: Partial<GenerateLinkBody>,
  ) {
    const existing = await findUserByEmail(db, email);
    switch (type) {
      case 'signup':
      case 'invite': {
        if (existing?.email_confirmed_at) throw emailExists();
        if (existing) return existing;
        // As GoTrue's adminGenerateLink: the service sets the password as given, unchecked.
        const password = type === 'signup' && body.password ? await hashPassword(body.password) : null;
        return insertUser(db, {
          email,
          encryptedPassword: password,
          userMetadata: metadataOf(body.data),
          confirmed: false,
          invited: type === 'invite',
        });
      }
      case 'magiclink':
      case 'recovery':
        if (!existing) throw userNotFound();
        return existing;
      case 'email_change_new': {
        if (!existing) throw userNotFound();
        const newEmail = validEmail(body.new_email);
        if (await findUserByEmail(db, newEmail)) throw emailExists();
        return updateUser(db, existing.id, { email_change: newEmail });
      }
      default:
        throw new AuthError(400, 'validation_failed', `Invalid or unsupported link type: ${type}`);
    }
  }
}

async function checkedHash(password: string, rules: PasswordRules) {
  checkPasswordStrength(password, rules);
  return hashPassword(password);
}

async function countUsers(db: pg.Pool) {
  const { rows } = await db.query<{ count: string }>(
    'select count(*) from auth.users where deleted_at is null',
  );
  return Number(rows[0]?.count ?? 0);
}

/** GoTrue's Link header: `<…?page=2&per_page=50>; rel="next", <…?page=4&per_page=50>; rel="last"`. */
function paginationLink(path: string, page: number, perPage: number, total: number) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (page < last) links.push(`<${path}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${path}?page=${last}&per_page=${perPage}>; rel="last"`);
  return links.join(', ');
}

/** GoTrue's soft delete: the row stays (foreign keys hold) but cannot sign in or be found by email. */
async function softDelete(db: pg.PoolClient, user: UserRow) {
  await endSessions(db, user.id, undefined, 'global');
  await db.query('delete from auth.identities where user_id = $1', [user.id]);
  await updateUser(db, user.id, {
    email: null,
    phone: null,
    encrypted_password: null,
    raw_app_meta_data: {},
    raw_user_meta_data: {},
    deleted_at: new Date(),
  });
}
