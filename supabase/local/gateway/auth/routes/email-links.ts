import type { Hono } from 'hono';
import { withTransaction } from '../../../db/transaction.ts';
import type { AuthEnv } from '../auth-env.ts';
import { AuthError } from '../errors.ts';
import type { PkceParams } from '../flow-state.ts';
import { metadataOf } from '../metadata.ts';
import { readBody, validEmail } from '../request-body.ts';
import { findUserByEmail, insertUser } from '../users.ts';
import { sendVerificationEmail } from '../verification-link.ts';

interface EmailLinkBody extends PkceParams {
  email: string;
  phone: string;
  data: Record<string, unknown>;
  create_user: boolean;
  type: string;
}

/**
 * POST /recover, /otp and /resend: they answer `{}` and put a link with a 6-digit code in the
 * mailbox. Like GoTrue, /recover says nothing about whether the address is registered.
 */
export function emailLinkRoutes(app: Hono, env: AuthEnv) {
  const { ctx, settings } = env;

  app.post('/recover', async (c) => {
    const body = await readBody<EmailLinkBody>(c);
    if (!body.email) throw new AuthError(422, 'validation_failed', 'Password recovery requires an email');
    const email = validEmail(body.email);
    await withTransaction(ctx.adminPool, async (db) => {
      const user = await findUserByEmail(db, email);
      if (user)
        await sendVerificationEmail(env, db, user, 'recovery', {
          redirectTo: c.req.query('redirect_to'),
          pkce: body,
        });
    });
    return c.json({});
  });

  app.post('/otp', async (c) => {
    const body = await readBody<EmailLinkBody>(c);
    if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    if (!body.email)
      throw new AuthError(400, 'validation_failed', 'An email address or phone number is required');
    const email = validEmail(body.email);
    const createUser = body.create_user !== false;
    await withTransaction(ctx.adminPool, async (db) => {
      let user = await findUserByEmail(db, email);
      if (!user) {
        if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        if (!settings.enableSignup)
          throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
        user = await insertUser(db, {
          email,
          encryptedPassword: null,
          userMetadata: metadataOf(body.data),
          confirmed: !settings.confirmEmail,
        });
      }
      // An address not confirmed yet is confirmed by the link, so it gets the sign-up email.
      const type = user.email_confirmed_at ? 'magiclink' : 'signup';
      await sendVerificationEmail(env, db, user, type, {
        redirectTo: c.req.query('redirect_to'),
        pkce: body,
      });
    });
    return c.json({});
  });

  app.post('/resend', async (c) => {
    const body = await readBody<EmailLinkBody>(c);
    if (body.type !== 'signup' && body.type !== 'email_change') {
      throw new AuthError(
        400,
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const email = validEmail(body.email);
    const type = body.type;
    await withTransaction(ctx.adminPool, async (db) => {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      if (type === 'signup' && user.email_confirmed_at) {
        throw new AuthError(422, 'email_exists', 'Email address already confirmed');
      }
      if (type === 'email_change' && !user.email_change) return;
      await sendVerificationEmail(env, db, user, type, {
        redirectTo: c.req.query('redirect_to'),
        pkce: body,
      });
    });
    return c.json({});
  });
}
