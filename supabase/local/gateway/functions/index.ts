import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Context, Hono } from 'hono';
import { verifyJwt } from '../../jwt.ts';
import { peerAddress } from '../client-address.ts';
import type { GatewayContext, GatewayPart } from '../context.ts';
import { functionEnvironment } from './function-env.ts';
import { verifiesJwt } from './function-settings.ts';
import { forwardRequest } from './proxy.ts';
import { denoRunner } from './runner-process.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
// Folder names Supabase deploys as functions; `_shared` and dot folders are not functions.
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * /functions/v1/<name>/…: supabase/functions/<name>/index.ts run by real Deno, as the Supabase
 * CLI's edge runtime runs it: 404 for an unknown function, the JWT checked when config.toml's
 * `verify_jwt` asks for it, then the request passed through with the path the function sees on
 * Supabase (`/<name>/…`).
 */
export function functionsRoutes(ctx: GatewayContext): GatewayPart {
  const functionsDir = join(ctx.config.projectDir, 'functions');
  const runner = denoRunner({
    repoRoot,
    functionsDir,
    denoDir: process.env.DENO_DIR || join(repoRoot, '.local', 'deno'),
    env: () => functionEnvironment(ctx, repoRoot),
  });
  const app = new Hono();

  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.slice(url.pathname.indexOf('/functions/v1') + '/functions/v1'.length);
    const name = safeDecode(path.split('/')[1] ?? '');
    if (!FUNCTION_NAME.test(name) || !existsSync(join(functionsDir, name, 'index.ts'))) {
      return c.text('Function not found', 404);
    }
    if (c.req.method !== 'OPTIONS' && verifiesJwt(ctx.config.projectDir, name)) {
      const refusal = await jwtRefusal(c, ctx.config.jwtSecret);
      if (refusal) return c.json({ msg: refusal }, 401);
    }
    try {
      return await forwardRequest(c.req.raw, await runner.port(), `${path}${url.search}`, peerAddress(c));
    } catch (error) {
      console.error('functions: the runner did not answer', error);
      return c.json(
        { code: 'Internal Server Error', message: 'Request failed due to an internal server error' },
        500,
      );
    }
  });

  return { app, close: runner.stop };
}

/** Why the relay refuses the request's token, in the CLI's words; undefined when it is valid. */
async function jwtRefusal(c: Context, secret: string): Promise<string | undefined> {
  const header = c.req.header('authorization');
  if (!header) return 'Error: Missing authorization header';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) return "Error: Auth header is not 'Bearer {token}'";
  try {
    await verifyJwt(token, secret);
    return undefined;
  } catch {
    return 'Invalid JWT';
  }
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
