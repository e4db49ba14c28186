import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { stack } from './testing.ts';

// A function written into the fixture project while the stack runs, and removed after the test.
const name = `tmp-edit-${randomUUID().slice(0, 8)}`;
const dir = join(import.meta.dirname, 'fixture', 'functions', name);

const writeHandler = (source: string) => writeFileSync(join(dir, 'handler.ts'), source);
const call = () =>
  fetch(`${stack().apiUrl}/functions/v1/${name}`, {
    headers: { authorization: `Bearer ${stack().anonKey}` },
  });

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The runner learns of an edit from a file watcher, so the request right after a write may still
 * meet the old version: ask again for a few seconds. A runner that never reloads still fails.
 */
async function answerOnceEdited(isEdited: (response: Response, body: string) => boolean) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await call();
    const body = await response.text();
    if (isEdited(response, body) || attempt === 40) return { status: response.status, body };
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

test('an edited function is picked up without restarting the stack; a broken edit fails to boot', async () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.ts'), "import { handler } from './handler.ts';\n\nDeno.serve(handler);\n");
  writeHandler("export const handler = () => new Response('first version');\n");
  expect(await (await call()).text()).toBe('first version');

  // The edit is in the imported module, not index.ts: the whole function is loaded afresh.
  writeHandler("export const handler = () => new Response('the second version');\n");
  expect((await answerOnceEdited((_, body) => body !== 'first version')).body).toBe('the second version');

  writeHandler('export const handler = () => new Response(;\n');
  const broken = await answerOnceEdited((response) => response.status !== 200);
  expect(broken.status).toBe(503);
  expect(JSON.parse(broken.body)).toEqual({
    code: 'BOOT_ERROR',
    message: 'Worker failed to boot (please check logs)',
  });

  writeHandler("export const handler = () => new Response('fixed');\n");
  expect((await answerOnceEdited((response) => response.status !== 503)).body).toBe('fixed');
});

test('a function removed from the project is no longer found', async () => {
  const response = await fetch(`${stack().apiUrl}/functions/v1/${name}-gone`);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe('Function not found');
});
