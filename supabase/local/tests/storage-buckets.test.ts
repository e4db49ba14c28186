import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { signedInClient } from './rest-clients.ts';
import { anonClient, serviceClient, stack } from './testing.ts';

const uniqueBucket = () => `bucket-${randomUUID().slice(0, 8)}`;

describe('buckets for the service role', () => {
  test('create, get, list, update, empty and delete a bucket', async () => {
    const storage = serviceClient().storage;
    const id = uniqueBucket();

    const created = await storage.createBucket(id, {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/png'],
    });
    expect(created).toEqual({ data: { name: id }, error: null });

    const { data: bucket } = await storage.getBucket(id);
    expect(bucket).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/png'],
    });
    expect((await storage.listBuckets()).data?.map((entry) => entry.id)).toContain(id);
    expect((await storage.listBuckets({ search: id })).data?.map((entry) => entry.id)).toEqual([id]);

    const updated = await storage.updateBucket(id, {
      public: true,
      fileSizeLimit: null,
      allowedMimeTypes: null,
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await storage.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: null,
      allowed_mime_types: null,
    });

    await storage.from(id).upload('logo.txt', 'logo', { contentType: 'text/plain' });
    const notEmpty = await storage.deleteBucket(id);
    expect(notEmpty.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    expect(await storage.emptyBucket(id)).toEqual({ data: { message: 'Successfully emptied' }, error: null });
    expect((await storage.from(id).list()).data).toEqual([]);
    expect(await storage.deleteBucket(id)).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect((await storage.getBucket(id)).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  test('a second bucket with the same id is refused', async () => {
    const storage = serviceClient().storage;
    const id = uniqueBucket();
    await storage.createBucket(id);
    const { error } = await storage.createBucket(id);
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
  });

  test('an invalid name or size limit is refused', async () => {
    const storage = serviceClient().storage;
    expect((await storage.createBucket('bad/name')).error).toMatchObject({ message: 'Bucket name invalid' });
    expect(
      (await storage.createBucket(uniqueBucket(), { public: false, fileSizeLimit: 'ten megs' })).error,
    ).toMatchObject({
      statusCode: '400',
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    });
  });
});

describe('buckets for everyone else', () => {
  test('anon and users cannot create buckets: storage.buckets has no policies', async () => {
    const user = await signedInClient();
    for (const client of [anonClient(), user.client]) {
      const { error } = await client.storage.createBucket(uniqueBucket());
      expect(error).toMatchObject({
        status: 400,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
  });

  test('anon sees no buckets and cannot read one by id', async () => {
    expect(await anonClient().storage.listBuckets()).toEqual({ data: [], error: null });
    expect((await anonClient().storage.getBucket('contract-public')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  test('a forged token is refused', async () => {
    const { apiUrl, anonKey } = stack();
    const response = await fetch(`${apiUrl}/storage/v1/bucket`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey.slice(0, -4)}abcd` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });
});
