import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

/** One JavaScript file a page received: its path and its size raw and gzipped (level 6, as a host serves it). */
export type ScriptFile = { path: string; raw: number; gzip: number };

export type ScriptWeight = { files: ScriptFile[]; raw: number; gzip: number; largest: ScriptFile | undefined };

/**
 * Records every JavaScript response from `origin` that pages of `context` receive (workers
 * included), from now until `weigh()` is called; each file counts once however often it is asked for.
 */
export function recordScripts(context: BrowserContext, origin: string): { weigh: () => Promise<ScriptWeight> } {
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  context.on('response', (response) => {
    const url = new URL(response.url());
    const isScript =
      response.request().resourceType() === 'script' ||
      (response.headers()['content-type'] ?? '').includes('javascript');
    if (url.origin !== origin || !isScript || bodies.has(url.pathname)) return;
    bodies.set(
      url.pathname,
      response.body().catch(() => undefined),
    );
  });
  return {
    weigh: async () => {
      const files: ScriptFile[] = [];
      for (const [path, body] of bodies) {
        const bytes = await body;
        if (bytes) files.push({ path, raw: bytes.length, gzip: gzipSync(bytes).length });
      }
      files.sort((a, b) => b.gzip - a.gzip);
      return {
        files,
        raw: files.reduce((sum, file) => sum + file.raw, 0),
        gzip: files.reduce((sum, file) => sum + file.gzip, 0),
        largest: files[0],
      };
    },
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** "103 files, 1,052 KiB raw, 341 KiB gzip" */
export function describeWeight(weight: ScriptWeight): string {
  return `${weight.files.length} files, ${kib(weight.raw)} raw, ${kib(weight.gzip)} gzip`;
}
