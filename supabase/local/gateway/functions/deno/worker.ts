import { deno, functionErrors, type Handler, type ServeOptions, type WorkerReport } from './deno-api.ts';

/**
 * One function in its own Web Worker (its own module graph, so an edited file is read afresh by
 * the next worker). Deno.serve is intercepted while the function's index.ts loads, exactly the
 * file Supabase runs; the captured handler is then served on a private port for the runner.
 */
const worker = globalThis as unknown as {
  postMessage(message: WorkerReport): void;
  onmessage: ((event: MessageEvent<{ entry: string }>) => void) | null;
};

/** `EdgeRuntime.waitUntil`, which Supabase functions call to finish work after answering. */
(globalThis as Record<string, unknown>).EdgeRuntime ??= {
  waitUntil(promise: Promise<unknown>) {
    promise.catch((error) => console.error(error));
  },
};

function capturedHandler(args: unknown[]): Handler | undefined {
  for (const arg of args) {
    if (typeof arg === 'function') return arg as Handler;
    if (arg && typeof arg === 'object' && typeof (arg as ServeOptions).handler === 'function') {
      return (arg as ServeOptions).handler;
    }
  }
  return undefined;
}

worker.onmessage = async (event) => {
  worker.onmessage = null;
  const realServe = deno.serve.bind(deno);
  let handler: Handler | undefined;
  deno.serve = (...args: unknown[]) => {
    handler = capturedHandler(args);
    return { finished: new Promise(() => {}), shutdown: async () => {}, ref() {}, unref() {} };
  };
  try {
    await import(event.data.entry);
  } catch (error) {
    console.error(error);
    worker.postMessage({ bootError: String((error as Error)?.stack ?? error) });
    return;
  }
  if (!handler) {
    worker.postMessage({ bootError: 'The function never called Deno.serve(handler)' });
    return;
  }
  realServe(
    {
      hostname: '127.0.0.1',
      port: 0,
      onListen: ({ port }) => worker.postMessage({ port }),
      onError: (error) => {
        console.error(error);
        return functionErrors.worker();
      },
    },
    handler,
  );
};
