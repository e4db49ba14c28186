import type { Hono } from 'hono';
import { withTransaction } from '../../../db/transaction.ts';
import type { AuthEnv } from '../auth-env.ts';
import { applyEmailChange } from '../email-change.ts';
import { AuthError } from '../errors.ts';
import type { PkceParams } from '../flow-state.ts';
import { mergeMetadata, metadataOf } from '../metadata.ts';
import { checkPasswordStrength, hashPassword, passwordMatches } from '../passwords.ts';
import { requireUser } from '../request-auth.ts';
import { readBody, validEmail } from '../request-body.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';
import {
  findUserByEmail,
  findUserById,
  passwordChangeColumns,
  type UserRow,
  updateUser,
  userJson,
} from '../users.ts';
import { sendVerificationEmail } from '../verification-link.ts';

interface UserUpdateBody extends PkceParams {
  email: string;
  password: string;
  data: Record<string, unknown>;
}

/** GET /user, PUT /user and POST /logout: what a signed-in user does with its own token. */
export function userRoutes(app: Hono, env: AuthEnv) {
  const { ctx, settings } = env;

  app.get('/user', async (c) => {
    const { user } = await requireUser(c, ctx.adminPool, ctx.config.jwtSecret);
    return c.json(await userJson(ctx.adminPool, user));
  });

  app.put('/user', async (c) => {
    const { user, sessionId } = await requireUser(c, ctx.adminPool, ctx.config.jwtSecret);
    const body = await readBody<UserUpdateBody>(c);
    const newEmail =
      body.email !== undefined && body.email !== user.email ? validEmail(body.email) : undefined;
    let encryptedPassword: string | undefined;
    if (body.password !== undefined) {
      if (typeof body.password !== 'string')
        throw new AuthError(400, 'validation_failed', 'Password must be a string');
      checkPasswordStrength(body.password, settings);
      if (await passwordMatches(body.password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      encryptedPassword = await hashPassword(body.password);
    }

    const updated = await withTransaction(ctx.adminPool, async (db) => {
      let current: UserRow = (await findUserById(db, user.id, true)) ?? user;
      if (body.data !== undefined) {
        current = await updateUser(db, current.id, {
          raw_user_meta_data: mergeMetadata(current.raw_user_meta_data, metadataOf(body.data)),
        });
      }
      if (encryptedPassword) {
        current = await updateUser(db, current.id, passwordChangeColumns(encryptedPassword));
        // GoTrue signs the user out everywhere else when the password changes.
        await endSessions(db, current.id, sessionId, sessionId ? 'others' : 'global');
      }
      if (newEmail) {
        const owner = await findUserByEmail(db, newEmail);
        if (owner && owner.id !== current.id) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        current = await updateUser(db, current.id, {
          email_change: newEmail,
          email_change_confirm_status: 0,
        });
        if (settings.confirmEmail) {
          await sendVerificationEmail(env, db, current, 'email_change', {
            redirectTo: c.req.query('redirect_to'),
            pkce: body,
          });
        } else {
          current = await applyEmailChange(db, current);
        }
      }
      return userJson(db, (await findUserById(db, current.id)) ?? current);
    });
    return c.json(updated);
  });

  app.post('/logout', async (c) => {
    const scope = (c.req.query('scope') ?? 'global') as LogoutScope;
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(
        400,
        'validation_failed',
        "Unsupported logout scope, must be one of 'global', 'local' or 'others'",
      );
    }
    const { user, sessionId } = await requireUser(c, ctx.adminPool, ctx.config.jwtSecret);
    await endSessions(ctx.adminPool, user.id, sessionId, scope);
    return c.body(null, 204);
  });
}
