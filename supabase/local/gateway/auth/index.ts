import { Hono } from 'hono';
import type { GatewayContext, GatewayPart } from '../context.ts';
import { type AuthSettings, readAuthSettings } from './auth-settings.ts';
import { AuthError, sendAuthError } from './errors.ts';
import { adminRoutes } from './routes/admin.ts';
import { emailLinkRoutes } from './routes/email-links.ts';
import { signupRoutes } from './routes/signup.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';

/**
 * The GoTrue endpoints supabase-js calls, on the stack's own database. Settings come from the
 * project's config.toml; tests may pass their own.
 */
export function authRoutes(
  ctx: GatewayContext,
  settings: AuthSettings = readAuthSettings(ctx.config.projectDir),
): GatewayPart {
  const app = new Hono();
  const env = { ctx, settings };

  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: { anonymous_users: false, email: true, phone: false },
      disable_signup: !settings.enableSignup,
      mailer_autoconfirm: !settings.confirmEmail,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  signupRoutes(app, env);
  tokenRoutes(app, env);
  userRoutes(app, env);
  emailLinkRoutes(app, env);
  verifyRoutes(app, env);
  adminRoutes(app, env);

  app.notFound((c) =>
    sendAuthError(
      c,
      new AuthError(404, 'not_found', `${c.req.method} ${c.req.path} is not implemented by the local stack`),
    ),
  );
  app.onError((error, c) => {
    if (error instanceof AuthError) return sendAuthError(c, error);
    console.error('auth: unexpected failure', error);
    return sendAuthError(
      c,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });
  return { app };
}
