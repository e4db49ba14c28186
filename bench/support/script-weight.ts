import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

/** One JavaScript file a page received: its path and its size raw and gzipped (level 6, as a host serves it). */
export type ScriptFile = { path: string; raw: number; gzip: number };

export type ScriptWeight = {
  files: ScriptFile[];
  raw: number;
  gzip: number;
  largest: ScriptFile | undefined;
};

/**
 * Records every JavaScript response from `origin` that pages of `context` receive (workers
 * included), from now until `weigh()` is called; each file counts once however often it is asked for.
 */
export function recordScripts(
  context: BrowserContext,
  origin: string,
): { weigh: () => Promise<ScriptWeight> } {
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

/** "103 files, 1,052 KiB raw, 341.2 KiB gzip": the total a goal is read against, to a tenth. */
export function describeWeight(weight: ScriptWeight): string {
  const gzip = `${(weight.gzip / 1024).toFixed(1)} KiB`;
  return `${weight.files.length} files, ${kib(weight.raw)} raw, ${gzip} gzip`;
}

/** A package's (or an app folder's) share of a set of files' gzip bytes. */
export type PackageShare = { name: string; gzip: number };

/** `node_modules/@scope/name/…` → `@scope/name`; an app file → its folder (`src/features/leads/api`). */
function packageOf(source: string): string {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  return (
    source
      .replace(/^(\.\.\/)+/, '')
      .replace(/\?.*$/, '')
      .replace(/\/[^/]*$/, '') || '(unmapped)'
  );
}

/**
 * Which packages the files' gzip bytes come from, read from their source maps (a build with
 * `--sourcemap hidden`): each minified byte belongs to the source its mapping names, and a file's
 * gzip size is shared out in proportion. Bytes no mapping covers (chunk glue: imports and exports
 * between chunks) count as "(unmapped)".
 */
export async function weighByPackage(outDir: string, files: ScriptFile[]): Promise<PackageShare[]> {
  const { SourceMapConsumer } = await import('source-map-js');
  const shares = new Map<string, number>();
  const add = (name: string, bytes: number) => shares.set(name, (shares.get(name) ?? 0) + bytes);
  for (const file of files) {
    const code = await readFile(join(outDir, file.path), 'utf8');
    const map = await readFile(join(outDir, `${file.path}.map`), 'utf8').catch(() => undefined);
    const perByte = file.gzip / code.length;
    if (!map) {
      add('(unmapped)', file.gzip);
      continue;
    }
    const lineStarts = [0];
    for (let at = code.indexOf('\n'); at !== -1; at = code.indexOf('\n', at + 1)) lineStarts.push(at + 1);
    const offsets: { at: number; source: string | null }[] = [];
    new SourceMapConsumer(JSON.parse(map)).eachMapping((mapping) => {
      offsets.push({
        at: lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn,
        source: mapping.source,
      });
    });
    offsets.sort((a, b) => a.at - b.at);
    let mapped = 0;
    offsets.forEach((offset, index) => {
      const length = (offsets[index + 1]?.at ?? code.length) - offset.at;
      mapped += length;
      add(offset.source ? packageOf(offset.source) : '(unmapped)', length * perByte);
    });
    add('(unmapped)', (code.length - mapped) * perByte);
  }
  return [...shares].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip);
}
