import { describe, expect, test } from 'vitest';
import { signedInClient } from './rest-clients.ts';
import { anonClient } from './testing.ts';

const PUBLIC = 'contract-public';
const PRIVATE = 'contract-private';

async function ownFile(bucket: string, name: string, content: string) {
  const user = await signedInClient();
  const path = `${user.userId}/${name}`;
  const storage = user.client.storage.from(bucket);
  const { error } = await storage.upload(path, content, { contentType: 'text/plain' });
  expect(error).toBeNull();
  return { ...user, path, storage };
}

/** Fetches `url` until it stops answering 200: the wait a user of an expired link would see. */
async function untilRefused(url: string, deadlineMs = 5000) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const response = await fetch(url);
    if (response.status !== 200 || Date.now() > deadline) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('public URLs', () => {
  test('the CDN keeps a public file until a write or a purge changes it, as the Smart CDN does', async () => {
    const owner = await ownFile(PUBLIC, 'cached.txt', 'first');
    const url = owner.storage.getPublicUrl(owner.path).data.publicUrl;
    const first = await fetch(url);
    expect([first.headers.get('cf-cache-status'), await first.text()]).toEqual(['MISS', 'first']);
    const again = await fetch(url);
    expect([again.headers.get('cf-cache-status'), await again.text()]).toEqual(['HIT', 'first']);
    expect(
      (await fetch(url, { headers: { 'If-None-Match': String(again.headers.get('etag')) } })).status,
    ).toBe(304);

    // An update through Storage: the next visitor gets the new bytes.
    const replaced = await owner.storage.upload(owner.path, 'second', {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    expect(await (await fetch(url)).text()).toBe('second');
    // Removed: gone for the next visitor too.
    expect((await owner.storage.remove([owner.path])).error).toBeNull();
    const gone = await fetch(url);
    expect(gone.status).toBe(400);
    await gone.arrayBuffer();
    // The purge endpoint (storage-js purgeCache) answers as hosted Storage does.
    const purge = await fetch(url.replace('/object/public/', '/cdn/'), { method: 'DELETE' });
    expect(await purge.json()).toEqual({ message: 'success' });
  });

  test('a public bucket serves its files to anyone at getPublicUrl', async () => {
    const owner = await ownFile(PUBLIC, 'hello.txt', 'public hello');
    const { data } = anonClient().storage.from(PUBLIC).getPublicUrl(owner.path);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe('public hello');

    const download = await fetch(
      anonClient().storage.from(PUBLIC).getPublicUrl(owner.path, { download: true }).data.publicUrl,
    );
    // As Storage: a bare ?download names no file; ?download=name names it.
    expect(download.headers.get('content-disposition')).toBe('attachment;');
    const named = await fetch(
      anonClient().storage.from(PUBLIC).getPublicUrl(owner.path, { download: 'hé llo.txt' }).data.publicUrl,
    );
    expect(named.headers.get('content-disposition')).toBe(
      "attachment; filename=h%C3%A9%20llo.txt; filename*=UTF-8''h%C3%A9%20llo.txt",
    );
  });

  test('an HTML file is served as text/plain, as Storage does, so it never renders on the API origin', async () => {
    const user = await signedInClient();
    const path = `${user.userId}/page.html`;
    const storage = user.client.storage.from(PUBLIC);
    const page = '<html><body><script>alert(document.domain)</script></body></html>';
    expect((await storage.upload(path, page, { contentType: 'text/html' })).error).toBeNull();
    const response = await fetch(storage.getPublicUrl(path).data.publicUrl);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(await response.text()).toBe(page);
    const signed = await storage.createSignedUrl(path, 60);
    const viaSigned = await fetch(String(signed.data?.signedUrl));
    expect(viaSigned.headers.get('content-type')).toBe('text/plain');
    await viaSigned.arrayBuffer();
  });

  test('a private bucket has no public URL', async () => {
    const owner = await ownFile(PRIVATE, 'secret.txt', 'secret');
    const response = await fetch(anonClient().storage.from(PRIVATE).getPublicUrl(owner.path).data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('signed URLs', () => {
  test('a signed URL serves a private file to anyone until it expires', async () => {
    const owner = await ownFile(PRIVATE, 'signed.txt', 'signed content');
    const { data, error } = await owner.storage.createSignedUrl(owner.path, 1);
    expect(error).toBeNull();
    const first = await fetch(String(data?.signedUrl));
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('signed content');

    const expired = await untilRefused(String(data?.signedUrl));
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({
      statusCode: '400',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
  });

  test('a token for one file does not open another', async () => {
    const owner = await ownFile(PRIVATE, 'a.txt', 'a');
    await owner.storage.upload(`${owner.userId}/b.txt`, 'b', { contentType: 'text/plain' });
    const { data } = await owner.storage.createSignedUrl(owner.path, 60);
    const forged = String(data?.signedUrl).replace('/a.txt?', '/b.txt?');
    const response = await fetch(forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Invalid signature' });
  });

  test('only a caller who can read a file can sign it', async () => {
    const owner = await ownFile(PRIVATE, 'mine.txt', 'mine');
    const other = await signedInClient();
    const { error } = await other.client.storage.from(PRIVATE).createSignedUrl(owner.path, 60);
    expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  test('createSignedUrls signs what exists and reports what does not', async () => {
    const owner = await ownFile(PRIVATE, 'many.txt', 'many');
    const missing = `${owner.userId}/missing.txt`;
    const { data, error } = await owner.storage.createSignedUrls([owner.path, missing], 60, {
      download: true,
    });
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ error: null, path: owner.path });
    expect(data?.[1]).toEqual({
      error: 'Either the object does not exist or you do not have access to it',
      path: missing,
      signedURL: null,
      signedUrl: null,
    });
    const response = await fetch(String(data?.[0]?.signedUrl));
    expect(await response.text()).toBe('many');
    expect(response.headers.get('content-disposition')).toContain('attachment');
  });

  test('a signed upload URL lets anyone upload that one file, owned by the signer', async () => {
    const user = await signedInClient();
    const path = `${user.userId}/dropped.txt`;
    const { data: signed, error } = await user.client.storage.from(PRIVATE).createSignedUploadUrl(path);
    expect(error).toBeNull();

    const upload = await anonClient()
      .storage.from(PRIVATE)
      .uploadToSignedUrl(path, String(signed?.token), new TextEncoder().encode('dropped'), {
        contentType: 'text/plain',
      });
    expect(upload).toEqual({ data: { path, fullPath: `${PRIVATE}/${path}` }, error: null });
    expect(await (await user.client.storage.from(PRIVATE).download(path)).data?.text()).toBe('dropped');

    const elsewhere = await user.client.storage.from(PRIVATE).createSignedUploadUrl(`not-mine/${path}`);
    expect(elsewhere.error).toMatchObject({ statusCode: '403' });
  });
});
