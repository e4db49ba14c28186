import { deno, functionErrors, type WorkerReport } from './deno-api.ts';

/**
 * The long-lived Deno process behind /functions/v1: `deno run runner.ts <functionsDir>`.
 * Each function runs in a Web Worker created on its first request and replaced when any file of
 * the function (or of `_shared/`) changes, so edits apply without restarting the stack.
 * The gateway has already checked the function exists and its JWT; this only runs it.
 */
const functionsDir = deno.args[0] ?? '.';

interface Slot {
  fingerprint: string;
  worker: Worker;
  ready: Promise<WorkerReport>;
  inFlight: number;
  retired: boolean;
}

const slots = new Map<string, Slot>();
/** Functions whose slot's fingerprint was read since the watcher last reported a change. */
const checked = new Set<string>();

/*
 * Reading the fingerprint walks every file of the function and of `_shared/` (about 270 stats, 11 ms
 * of blocking work): done on every request it capped every function at under a hundred requests a
 * second. It is read again only after something under the functions folder changed. Without a
 * watcher (say, the system's inotify limit is reached), every request reads it, as before.
 */
let watching = false;
async function watchFunctions() {
  try {
    const watcher = deno.watchFs(functionsDir, { recursive: true });
    watching = true;
    for await (const event of watcher) if (event.kind !== 'access') checked.clear();
  } catch (error) {
    console.error('functions runner: cannot watch for edits, so every request checks the files:', error);
  }
  watching = false;
}
watchFunctions();

/** Paths, sizes and modification times of every file under `dir`: changes when anything is edited. */
function fingerprintOf(dir: string, into: string[] = []): string[] {
  let entries: Iterable<{ name: string; isFile: boolean; isDirectory: boolean }>;
  try {
    entries = deno.readDirSync(dir);
  } catch {
    return into;
  }
  for (const entry of entries) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) fingerprintOf(path, into);
    else if (entry.isFile) {
      const info = deno.statSync(path);
      into.push(`${path}:${info.size}:${info.mtime?.getTime()}`);
    }
  }
  return into;
}

function retire(slot: Slot) {
  slot.retired = true;
  if (slot.inFlight === 0) slot.worker.terminate();
}

function startSlot(name: string, fingerprint: string): Slot {
  const worker = new Worker(new URL('./worker.ts', import.meta.url).href, { type: 'module', name });
  const slot: Slot = {
    fingerprint,
    worker,
    inFlight: 0,
    retired: false,
    ready: Promise.resolve({ bootError: '' }),
  };
  slot.ready = new Promise<WorkerReport>((resolve) => {
    worker.onmessage = (event: MessageEvent<WorkerReport>) => resolve(event.data);
    // An uncaught error (say, an unhandled rejection) ends the worker: the next request starts a new one.
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      console.error(`function ${name}: ${event.message}`);
      resolve({ bootError: event.message });
      if (slots.get(name) === slot) slots.delete(name);
      retire(slot);
    };
  });
  worker.postMessage({ entry: new URL(`${functionsDir}/${name}/index.ts`, 'file:///').href });
  return slot;
}

function slotFor(name: string): Slot {
  const current = slots.get(name);
  if (current && watching && checked.has(name)) return current;
  checked.add(name);
  const fingerprint = [
    ...fingerprintOf(`${functionsDir}/${name}`),
    ...fingerprintOf(`${functionsDir}/_shared`),
  ].join('\n');
  if (current && current.fingerprint === fingerprint) return current;
  if (current) retire(current);
  const slot = startSlot(name, fingerprint);
  slots.set(name, slot);
  return slot;
}

async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const name = decodeURIComponent(url.pathname.split('/')[1] ?? '');
  const slot = slotFor(name);
  const report = await slot.ready;
  if ('bootError' in report) return functionErrors.boot();
  slot.inFlight += 1;
  // A replaced worker is ended only once its last response body has been sent.
  const finished = () => {
    slot.inFlight -= 1;
    if (slot.retired && slot.inFlight === 0) slot.worker.terminate();
  };
  try {
    const response = await fetch(`http://127.0.0.1:${report.port}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
    });
    if (!response.body) {
      finished();
      return new Response(null, response);
    }
    // `cancel` (a client gone mid-body) is newer than the DOM typings; Deno calls it.
    const counter = { flush: finished, cancel: finished };
    const body = response.body.pipeThrough(new TransformStream(counter));
    return new Response(body, response);
  } catch (error) {
    finished();
    console.error(`function ${name}:`, error);
    return functionErrors.worker();
  }
}

deno.serve({
  hostname: '127.0.0.1',
  port: 0,
  handler: handle,
  onListen: ({ port }) => console.log(`functions runner listening ${port}`),
});
