import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { withTransaction } from '../../../db/transaction.ts';
import type { AuthEnv } from '../auth-env.ts';
import { AuthError } from '../errors.ts';
import type { PkceParams } from '../flow-state.ts';
import { metadataOf } from '../metadata.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { readBody, validEmail } from '../request-body.ts';
import { startSession } from '../sessions.ts';
import { findUserByEmail, insertUser, updateUser, userJson } from '../users.ts';
import { sendVerificationEmail } from '../verification-link.ts';

interface SignupBody extends PkceParams {
  email: string;
  password: string;
  data: Record<string, unknown>;
}

/** POST /signup: a session at once when confirmations are off, else the user and a confirmation email. */
export function signupRoutes(app: Hono, env: AuthEnv) {
  app.post('/signup', async (c) => {
    const body = await readBody<SignupBody>(c);
    if (!env.settings.enableSignup)
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    if (body.email === undefined)
      throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
    const email = validEmail(body.email);
    if (typeof body.password !== 'string' || body.password === '') {
      throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
    }
    checkPasswordStrength(body.password, env.settings);
    const data = metadataOf(body.data);
    const encryptedPassword = await hashPassword(body.password);
    const redirectTo = c.req.query('redirect_to');

    return withTransaction(env.ctx.adminPool, async (db) => {
      const existing = await findUserByEmail(db, email);
      if (existing && (existing.email_confirmed_at || !env.settings.confirmEmail)) {
        if (!env.settings.confirmEmail) {
          throw new AuthError(422, 'user_already_exists', 'User already registered');
        }
        // With confirmations on GoTrue hides who is registered: a look-alike user, no identities.
        return c.json(obfuscatedUser(email, data));
      }
      const user = existing
        ? await updateUser(db, existing.id, {
            encrypted_password: encryptedPassword,
            raw_user_meta_data: { ...existing.raw_user_meta_data, ...data },
          })
        : await insertUser(db, {
            email,
            encryptedPassword,
            userMetadata: data,
            confirmed: !env.settings.confirmEmail,
          });
      if (!env.settings.confirmEmail) return c.json(await startSession(env.ctx, db, user, 'password'));
      await sendVerificationEmail(env, db, user, 'signup', { redirectTo, pkce: body });
      const sent = await updateUser(db, user.id, {});
      return c.json(await userJson(db, sent));
    });
  });
}

function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
