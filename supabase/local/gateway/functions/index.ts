import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { verifyJwt } from '../../jwt.ts';
import type { GatewayContext } from '../context.ts';
import { type CorsHeaders, writeWithCors } from '../node-cors.ts';
import { functionEnvironment } from './function-env.ts';
import { verifyJwtSettings } from './function-settings.ts';
import { forwardRequest } from './proxy.ts';
import { denoRunner } from './runner-process.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
// Folder names Supabase deploys as functions; `_shared` and dot folders are not functions.
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const PREFIX = '/functions/v1';

export interface FunctionsPart {
  /**
   * Answers a /functions/v1 request straight from node:http and says so; false for anything else
   * and for preflights, which the gateway's CORS middleware answers. `cors` adds what that
   * middleware adds to every answer, as for /rest/v1.
   */
  serveNode(request: IncomingMessage, response: ServerResponse, cors: CorsHeaders): boolean;
  close: () => Promise<void>;
}

/**
 * /functions/v1/<name>/…: supabase/functions/<name>/index.ts run by real Deno, as the Supabase
 * CLI's edge runtime runs it: 404 for an unknown function, the JWT checked when config.toml's
 * `verify_jwt` asks for it, then the request passed through with the path the function sees on
 * Supabase (`/<name>/…`). Every function call of the app and the tests comes this way, so it is
 * served from node:http, as /rest/v1 is (docs/local-stack.md "Gateway cost").
 */
export function functionsRoutes(ctx: GatewayContext): FunctionsPart {
  const functionsDir = join(ctx.config.projectDir, 'functions');
  const runner = denoRunner({
    repoRoot,
    functionsDir,
    denoDir: process.env.DENO_DIR || join(repoRoot, '.local', 'deno'),
    env: () => functionEnvironment(ctx, repoRoot),
  });
  const verifiesJwt = verifyJwtSettings(ctx.config.projectDir);

  const serve = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    cors: Record<string, string>,
  ) => {
    const path = url.pathname.slice(PREFIX.length);
    const name = safeDecode(path.split('/')[1] ?? '');
    if (!FUNCTION_NAME.test(name) || !existsSync(join(functionsDir, name, 'index.ts'))) {
      return answer(request, response, 404, 'text/plain; charset=UTF-8', 'Function not found', cors);
    }
    if (verifiesJwt(name)) {
      const refusal = await jwtRefusal(request.headers.authorization, ctx.config.jwtSecret);
      if (refusal)
        return answer(request, response, 401, 'application/json', JSON.stringify({ msg: refusal }), cors);
    }
    try {
      await forwardRequest(request, response, await runner.port(), `${path}${url.search}`, cors);
    } catch (error) {
      console.error('functions: the runner did not answer', error);
      const body = {
        code: 'Internal Server Error',
        message: 'Request failed due to an internal server error',
      };
      answer(request, response, 500, 'application/json', JSON.stringify(body), cors);
    }
  };

  return {
    serveNode(request, response, cors) {
      if (request.method === 'OPTIONS') return false;
      // Parsed as a fetch Request's URL is (dot segments resolved), so the path is the one Hono would route.
      const url = new URL(request.url ?? '/', 'http://gateway');
      if (url.pathname !== PREFIX && !url.pathname.startsWith(`${PREFIX}/`)) return false;
      void serve(request, response, url, cors(request.headers.origin)).catch((error) => {
        console.error('functions:', error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return true;
    },
    close: runner.stop,
  };
}

function answer(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  cors: Record<string, string>,
) {
  writeWithCors(request, response, { status, headers: { 'content-type': type }, body }, cors);
}

/** Why the relay refuses the request's token, in the CLI's words; undefined when it is valid. */
async function jwtRefusal(header: string | undefined, secret: string): Promise<string | undefined> {
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
