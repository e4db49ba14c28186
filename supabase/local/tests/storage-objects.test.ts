import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { signedInClient } from './rest-clients.ts';
import { anonClient, stack } from './testing.ts';

const PRIVATE = 'contract-private';
const encoder = new TextEncoder();
const text = (value: string) => encoder.encode(value);

/** A user with a file of their own in the private bucket, under their folder. */
async function userWithFile(name = 'note.txt', content = 'hello storage') {
  const user = await signedInClient();
  const path = `${user.userId}/${name}`;
  const { error } = await user.client.storage
    .from(PRIVATE)
    .upload(path, text(content), { contentType: 'text/plain' });
  expect(error).toBeNull();
  return { ...user, path, storage: user.client.storage.from(PRIVATE) };
}

describe('upload and download under policies', () => {
  test('a user uploads into their own folder and downloads the same bytes', async () => {
    const user = await signedInClient();
    const path = `${user.userId}/docs/first.txt`;
    const { data, error } = await user.client.storage
      .from(PRIVATE)
      .upload(path, text('first file'), { contentType: 'text/plain', cacheControl: '60' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${PRIVATE}/${path}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const download = await user.client.storage.from(PRIVATE).download(path);
    expect(download.error).toBeNull();
    expect(await download.data?.text()).toBe('first file');
    expect(download.data?.type).toBe('text/plain');

    const info = await user.client.storage.from(PRIVATE).info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: path,
      size: 10,
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
    });
    expect(info.data?.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await user.client.storage.from(PRIVATE).exists(path)).toEqual({ data: true, error: null });
  });

  test('a Blob is sent as a form and keeps its type', async () => {
    const user = await signedInClient();
    const path = `${user.userId}/pixel.png`;
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const { error } = await user.client.storage
      .from(PRIVATE)
      .upload(path, new Blob([bytes], { type: 'image/png' }));
    expect(error).toBeNull();
    const { data } = await user.client.storage.from(PRIVATE).download(path);
    expect(data?.type).toBe('image/png');
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(bytes);
  });

  test("a user cannot upload into another user's folder", async () => {
    const user = await signedInClient();
    const { error } = await user.client.storage
      .from(PRIVATE)
      .upload(`${randomUUID()}/intrusion.txt`, text('no'), {
        contentType: 'text/plain',
      });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
  });

  test('another user and anon cannot read a private file; it does not exist for them', async () => {
    const owner = await userWithFile();
    const other = await signedInClient();
    for (const client of [other.client, anonClient()]) {
      const { data, error } = await client.storage.from(PRIVATE).download(owner.path);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
      expect((await client.storage.from(PRIVATE).exists(owner.path)).data).toBe(false);
    }
  });

  test('uploading over an existing file needs upsert; update replaces it', async () => {
    const owner = await userWithFile('versioned.txt', 'one');
    const again = await owner.storage.upload(owner.path, text('two'), { contentType: 'text/plain' });
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });

    const upserted = await owner.storage.upload(owner.path, text('two'), {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(upserted.error).toBeNull();
    expect(await (await owner.storage.download(owner.path)).data?.text()).toBe('two');

    const updated = await owner.storage.update(owner.path, text('three'), { contentType: 'text/plain' });
    expect(updated.error).toBeNull();
    expect(await (await owner.storage.download(owner.path)).data?.text()).toBe('three');
  });

  test('raw HTTP Range and HEAD requests get the asked bytes and headers', async () => {
    const owner = await userWithFile('range.txt', '0123456789');
    const { data } = await owner.storage.createSignedUrl(owner.path, 60);
    const response = await fetch(String(data?.signedUrl), { headers: { range: 'bytes=2-5' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await response.text()).toBe('2345');

    const head = await fetch(String(data?.signedUrl), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('10');
    expect(await head.text()).toBe('');
  });
});

describe('bucket limits', () => {
  test('a file over the bucket size limit is refused', async () => {
    const user = await signedInClient();
    const { error } = await user.client.storage
      .from(PRIVATE)
      .upload(`${user.userId}/big.txt`, text('x'.repeat(2000)), { contentType: 'text/plain' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
  });

  test('a type outside allowed_mime_types is refused; a wildcard type is accepted', async () => {
    const user = await signedInClient();
    const refused = await user.client.storage
      .from(PRIVATE)
      .upload(`${user.userId}/doc.pdf`, text('%PDF'), { contentType: 'application/pdf' });
    expect(refused.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    const accepted = await user.client.storage
      .from(PRIVATE)
      .upload(`${user.userId}/image.webp`, text('RIFF'), { contentType: 'image/webp' });
    expect(accepted.error).toBeNull();
  });

  test('allowed_mime_types compares the declared type as Storage does: parameters and case count', async () => {
    const user = await signedInClient();
    for (const contentType of ['text/plain;charset=UTF-8', 'Text/plain', 'textplain']) {
      const { error } = await user.client.storage
        .from(PRIVATE)
        .upload(`${user.userId}/typed.txt`, text('x'), { contentType, upsert: true });
      expect([contentType, error]).toMatchObject([contentType, { statusCode: '415' }]);
    }
  });

  test('an upload to a missing bucket says so', async () => {
    const user = await signedInClient();
    const { error } = await user.client.storage
      .from('no-such-bucket')
      .upload(`${user.userId}/a.txt`, text('a'));
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  test('a key that climbs out of its folder is refused, even with encoded slashes', async () => {
    // fetch resolves a literal `/../` itself; an encoded one reaches the gateway as part of a name.
    // The service role bypasses policies, so only the key check stands in the way.
    const { apiUrl, serviceRoleKey } = stack();
    const response = await fetch(`${apiUrl}/storage/v1/object/${PRIVATE}/folder%2F..%2F..%2Fescape.txt`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${serviceRoleKey}`,
        apikey: serviceRoleKey,
        'content-type': 'text/plain',
      },
      body: 'escape',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidKey',
      error: 'InvalidKey',
      message: 'Invalid key: folder/../../escape.txt',
    });
  });
});

describe('list', () => {
  test('lists one level: folders first with a null id, then files, with search, sort, limit and offset', async () => {
    const user = await signedInClient();
    const bucket = user.client.storage.from(PRIVATE);
    for (const name of ['b.txt', 'a.txt', 'c.txt', 'photos/one.txt', 'photos/two.txt', 'archive/old.txt']) {
      const { error } = await bucket.upload(`${user.userId}/${name}`, text(name), {
        contentType: 'text/plain',
      });
      expect(error).toBeNull();
    }

    const { data, error } = await bucket.list(user.userId);
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['archive', true],
      ['photos', true],
      ['a.txt', false],
      ['b.txt', false],
      ['c.txt', false],
    ]);
    expect(data?.[2]?.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });

    const desc = await bucket.list(user.userId, {
      sortBy: { column: 'name', order: 'desc' },
      limit: 2,
      offset: 1,
    });
    expect(desc.data?.map((entry) => entry.name)).toEqual(['archive', 'c.txt']);
    const searched = await bucket.list(user.userId, { search: 'b' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['b.txt']);
    const nested = await bucket.list(`${user.userId}/photos`);
    expect(nested.data?.map((entry) => entry.name)).toEqual(['one.txt', 'two.txt']);
  });

  test("a user lists nothing of another user's folder", async () => {
    const owner = await userWithFile();
    const other = await signedInClient();
    const { data, error } = await other.client.storage.from(PRIVATE).list(owner.userId);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await other.client.storage.from(PRIVATE).list()).data).not.toContainEqual(
      expect.objectContaining({ name: owner.userId }),
    );
  });
});

describe('move, copy and remove', () => {
  test('move renames within the own folder and the old name is gone', async () => {
    const owner = await userWithFile('draft.txt', 'moving');
    const target = `${owner.userId}/final.txt`;
    const { data, error } = await owner.storage.move(owner.path, target);
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved' });
    expect(await (await owner.storage.download(target)).data?.text()).toBe('moving');
    expect((await owner.storage.download(owner.path)).error).toMatchObject({ statusCode: '404' });
  });

  test("move into another user's folder is refused and leaves the file in place", async () => {
    const owner = await userWithFile('stay.txt', 'stay');
    const { error } = await owner.storage.move(owner.path, `${randomUUID()}/stolen.txt`);
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
    expect(await (await owner.storage.download(owner.path)).data?.text()).toBe('stay');
  });

  test("a user cannot move another user's file", async () => {
    const owner = await userWithFile('mine.txt');
    const other = await signedInClient();
    const { error } = await other.client.storage.from(PRIVATE).move(owner.path, `${other.userId}/taken.txt`);
    expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  test('copy makes an independent object', async () => {
    const owner = await userWithFile('original.txt', 'copy me');
    const target = `${owner.userId}/copy.txt`;
    const { data, error } = await owner.storage.copy(owner.path, target);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `${PRIVATE}/${target}` });
    await owner.storage.remove([owner.path]);
    expect(await (await owner.storage.download(target)).data?.text()).toBe('copy me');
  });

  test('remove deletes only what the caller may delete and returns it', async () => {
    const owner = await userWithFile('one.txt');
    const second = `${owner.userId}/two.txt`;
    await owner.storage.upload(second, text('two'), { contentType: 'text/plain' });
    const other = await signedInClient();

    const refused = await other.client.storage.from(PRIVATE).remove([owner.path]);
    expect(refused).toEqual({ data: [], error: null });

    const { data, error } = await owner.storage.remove([owner.path, second, `${owner.userId}/missing.txt`]);
    expect(error).toBeNull();
    expect(data?.map((object) => object.name).sort()).toEqual([owner.path, second].sort());
    expect((await owner.storage.list(owner.userId)).data).toEqual([]);
  });
});
