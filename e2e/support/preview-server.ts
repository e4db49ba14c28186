import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

/**
 * Builds the app exactly as it ships (route tree, then `vite build`) against the given API, into
 * a folder of the run's own, so runs at the same time never serve each other's build.
 * `viteArgs` adds options to `vite build` (the weight bench's `--sourcemap hidden`).
 */
export function buildApp(outDir: string, env: Record<string, string>, viteArgs: string[] = []): void {
  for (const [command, args] of [
    [bin('tsr'), ['generate']],
    [bin('vite'), ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir', ...viteArgs]],
  ] as const) {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

/**
 * The last step of `npm run build`: the home prerendered from the build (scripts/prerender.ts).
 * Asynchronous, because the page it renders asks the API, which may live in this very process.
 */
export function prerenderHome(outDir: string): Promise<void> {
  const child = spawn(process.execPath, [resolve(root, 'scripts/prerender.ts'), '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  return new Promise((done, fail) =>
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`prerender exited with ${code}`)))),
  );
}

export type PreviewServer = { url: string; stop: () => Promise<void> };

/**
 * Serves a build with `vite preview` on the given port; resolves once it answers. `env` reaches
 * vite.config.ts (VITE_SUPABASE_URL: where the preview proxies /pages/*).
 */
export async function startPreview(
  outDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<PreviewServer> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    bin('vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } },
  );
  // A ceiling for starting, not a speed goal: on a loaded 2-core machine loading vite.config.ts alone took over 20 s.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return {
        url,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`vite preview did not answer on ${url} within 90 s`);
}
