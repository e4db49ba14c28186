import assert from 'node:assert/strict';
import { type ImageBucket, listWorkspaceImages } from './workspace-images.ts';

const WS = 'b2e1d4c3-0000-4000-8000-000000000001';
const PUBLIC = 'http://127.0.0.1:54321/storage/v1/object/public/images';

/** A bucket as Storage answers list(): one level, folders with a null id, files by their last name. */
function bucket(
  objects: Record<string, string[]>,
  failing: string[] = [],
): ImageBucket & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    list(path) {
      asked.push(path);
      if (failing.includes(path)) return Promise.resolve({ data: null, error: { message: 'denied' } });
      const names = objects[path] ?? [];
      return Promise.resolve({
        data: names.map((name) => ({
          name,
          id: name.includes('.') ? `id-${name}` : null,
          metadata: name.includes('.') ? { mimetype: 'image/png' } : null,
        })),
        error: null,
      });
    },
    getPublicUrl(path) {
      return { data: { publicUrl: `${PUBLIC}/${path}` } };
    },
  };
}

Deno.test('the campaign’s own pictures first, then its siblings’, as public URLs of the images bucket', async () => {
  const images = await listWorkspaceImages(
    bucket({
      [`${WS}/current`]: ['hero.jpg', 'nested', 'detail.png'],
      [`${WS}/sibling`]: ['shop.gif'],
    }),
    WS,
    ['current', 'sibling'],
  );
  assert.deepEqual(
    images.map((i) => i.url),
    [
      `${PUBLIC}/${WS}/current/hero.jpg`,
      `${PUBLIC}/${WS}/current/detail.png`,
      `${PUBLIC}/${WS}/sibling/shop.gif`,
    ],
  );
});

Deno.test('only pictures mail clients show; WebP after the rest; at most the limit', async () => {
  const images = await listWorkspaceImages(
    bucket({ [`${WS}/c`]: ['a.webp', 'b.png', 'notes.txt', 'c.jpeg', 'd.png', 'e.png'] }),
    WS,
    ['c'],
    4,
  );
  assert.deepEqual(
    images.map((i) => i.url.split('/').at(-1)),
    ['b.png', 'c.jpeg', 'd.png', 'e.png'],
  );
  const withWebp = await listWorkspaceImages(bucket({ [`${WS}/c`]: ['a.webp', 'b.png'] }), WS, ['c']);
  assert.deepEqual(
    withWebp.map((i) => i.url.split('/').at(-1)),
    ['b.png', 'a.webp'],
  );
});

Deno.test('only the given campaigns’ folders under the workspace are read', async () => {
  const store = bucket({ [`${WS}/c`]: [] });
  assert.deepEqual(await listWorkspaceImages(store, WS, ['c']), []);
  assert.deepEqual(store.asked, [`${WS}/c`]);
});

Deno.test('a refused listing is an error the caller decides about', async () => {
  await assert.rejects(listWorkspaceImages(bucket({}, [`${WS}/c`]), WS, ['c']), /denied/);
});
