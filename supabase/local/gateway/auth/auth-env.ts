import type { GatewayContext } from '../context.ts';
import type { AuthSettings } from './auth-settings.ts';

/** What every auth route needs: the gateway's context and the project's auth settings. */
export interface AuthEnv {
  ctx: GatewayContext;
  settings: AuthSettings;
}
