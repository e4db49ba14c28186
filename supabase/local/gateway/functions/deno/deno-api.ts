/**
 * The few Deno APIs the runner and its workers use, typed here so the files also type-check under
 * the Node toolchain (tsc with Node types) that checks the rest of supabase/local.
 */
export type Handler = (request: Request, info?: unknown) => Response | Promise<Response>;

export interface ServeOptions {
  hostname?: string;
  port?: number;
  handler?: Handler;
  onListen?: (address: { hostname: string; port: number }) => void;
  onError?: (error: unknown) => Response | Promise<Response>;
}

export interface DenoApi {
  args: string[];
  serve(options: ServeOptions, handler?: Handler): unknown;
  statSync(path: string): { isFile: boolean; isDirectory: boolean; mtime: Date | null; size: number };
  readDirSync(path: string): Iterable<{ name: string; isFile: boolean; isDirectory: boolean }>;
  watchFs(path: string, options?: { recursive: boolean }): AsyncIterable<{ kind: string; paths: string[] }>;
}

export const deno = (globalThis as unknown as { Deno: DenoApi }).Deno;

/** What a worker tells the runner once it has loaded its function. */
export type WorkerReport = { port: number } | { bootError: string };

/** Supabase's answers when a function fails, as the CLI's edge runtime gives them. */
export const functionErrors = {
  boot: () =>
    Response.json(
      { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
      { status: 503 },
    ),
  worker: () =>
    Response.json(
      { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
      { status: 500 },
    ),
};
