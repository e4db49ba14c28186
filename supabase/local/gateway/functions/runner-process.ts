import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface RunnerOptions {
  repoRoot: string;
  functionsDir: string;
  /** Deno's module cache: npm: packages are fetched once and reused across stacks and test runs. */
  denoDir: string;
  /** Computed at each start, so a restarted runner sees a changed .env. */
  env: () => Record<string, string>;
}

const READY = /^functions runner listening (\d+)$/;
// Of the gateway's own environment only what Deno needs to reach the npm registry as npm does
// here (proxies, registry, certificate authorities) is passed on; functions get their own env.
const PASSED_THROUGH = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TZ',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'NPM_CONFIG_REGISTRY',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'NODE_EXTRA_CA_CERTS',
];

/**
 * The one Deno process that runs every edge function, started on the first function request and
 * again if it ever exits; `stop` ends it with the stack.
 */
export function denoRunner(options: RunnerOptions) {
  let child: ChildProcess | undefined;
  let ready: Promise<number> | undefined;

  const start = () =>
    new Promise<number>((resolve, reject) => {
      const inherited = Object.fromEntries(
        Object.entries(process.env).filter(([key]) => PASSED_THROUGH.includes(key.toUpperCase())),
      );
      const runner = spawn(
        join(options.repoRoot, 'node_modules', '.bin', 'deno'),
        [
          'run',
          '--allow-all',
          '--no-prompt',
          '--no-lock',
          join(import.meta.dirname, 'deno', 'runner.ts'),
          options.functionsDir,
        ],
        {
          cwd: options.repoRoot,
          env: {
            ...inherited,
            DENO_DIR: options.denoDir,
            NO_COLOR: '1',
            DENO_NO_UPDATE_CHECK: '1',
            // The repository's package.json is the app's; functions import only npm: specifiers.
            DENO_NO_PACKAGE_JSON: '1',
            ...options.env(),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = runner;
      const stderrTail: string[] = [];
      createInterface({ input: runner.stdout }).on('line', (line) => {
        const port = line.match(READY)?.[1];
        if (port) resolve(Number(port));
        else console.log(`[functions] ${line}`);
      });
      createInterface({ input: runner.stderr }).on('line', (line) => {
        stderrTail.push(line);
        stderrTail.splice(0, stderrTail.length - 20);
        console.error(`[functions] ${line}`);
      });
      runner.on('error', reject);
      runner.on('exit', (code, signal) => {
        if (child === runner) {
          child = undefined;
          ready = undefined;
        }
        reject(new Error(`the Deno functions runner exited (${signal ?? code}): ${stderrTail.join('\n')}`));
      });
    });

  return {
    /** The runner's port, starting it if needed. */
    port(): Promise<number> {
      ready ??= start();
      return ready;
    },

    async stop() {
      const running = child;
      child = undefined;
      ready = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
}

export type DenoRunner = ReturnType<typeof denoRunner>;
