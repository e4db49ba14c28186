import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the running app asks for the id of the latest deployed build. */
export const BUILD_INFO_FILE = 'build.json';

export type BuildInfo = { buildId: string; builtAt: string };

/**
 * Gives every build an id, bakes it into the bundle as `__BUILD_ID__` and publishes it as
 * /build.json, so an open tab can tell that a newer build has been deployed.
 */
export function buildInfo(): Plugin {
  const info: BuildInfo = {
    buildId: process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`,
    builtAt: new Date().toISOString(),
  };
  const body = `${JSON.stringify(info)}\n`;
  return {
    name: 'pitchcraft:build-info',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(info.buildId) } }),
    configureServer(server) {
      server.middlewares.use(`/${BUILD_INFO_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: body });
    },
  };
}
