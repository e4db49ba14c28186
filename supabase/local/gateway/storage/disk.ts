import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { storageErrors } from './errors.ts';

/** Bytes received and kept aside until the metadata row is allowed; then renamed into place. */
export interface StagedFile {
  path: string;
  size: number;
  md5: string;
}

/**
 * Object bytes on disk at `<root>/<bucket>/<key>`. Uploads are staged in a sibling folder and
 * renamed into place, so a refused or failed upload never leaves bytes behind.
 */
export function objectDisk(dataDir: string) {
  const root = resolve(dataDir, 'storage');
  const staging = resolve(dataDir, 'storage-uploads');

  const bucketDir = (bucket: string) => {
    const dir = resolve(root, bucket);
    if (dirname(dir) !== root) throw storageErrors.invalidBucketName();
    return dir;
  };

  /** The file of an object; refuses any name that would resolve outside its bucket's folder. */
  const pathOf = (bucket: string, key: string) => {
    const dir = bucketDir(bucket);
    const path = resolve(dir, key);
    if (!path.startsWith(dir + sep)) throw storageErrors.invalidKey(key);
    return path;
  };

  const place = async (from: string, bucket: string, key: string) => {
    const target = pathOf(bucket, key);
    await mkdir(dirname(target), { recursive: true });
    await rename(from, target);
  };

  /** Removes folders emptied by a delete or move, up to the bucket's folder. */
  const prune = async (bucket: string, key: string) => {
    const top = bucketDir(bucket);
    for (let dir = dirname(pathOf(bucket, key)); dir.startsWith(top + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  };

  return {
    pathOf,

    /** Streams a body to a staging file, refusing it once it passes `limit` bytes. */
    async stage(body: NodeJS.ReadableStream | AsyncIterable<Uint8Array>, limit: number): Promise<StagedFile> {
      await mkdir(staging, { recursive: true });
      const path = join(staging, randomUUID());
      const hash = createHash('md5');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > limit) return done(storageErrors.entityTooLarge());
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, meter, createWriteStream(path));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { path, size, md5: hash.digest('hex') };
    },

    /** Stages a copy of an existing object's bytes. */
    async stageCopy(bucket: string, key: string): Promise<string> {
      await mkdir(staging, { recursive: true });
      const path = join(staging, randomUUID());
      await copyFile(pathOf(bucket, key), path).catch(() => {
        throw storageErrors.noSuchKey();
      });
      return path;
    },

    commit: place,

    discard: (path: string) => rm(path, { force: true }),

    async move(from: { bucket: string; key: string }, to: { bucket: string; key: string }) {
      await place(pathOf(from.bucket, from.key), to.bucket, to.key);
      await prune(from.bucket, from.key);
    },

    async remove(bucket: string, key: string) {
      await rm(pathOf(bucket, key), { force: true });
      await prune(bucket, key);
    },

    removeBucket: (bucket: string) => rm(bucketDir(bucket), { recursive: true, force: true }),

    read: (bucket: string, key: string, range?: { start: number; end: number }) =>
      createReadStream(pathOf(bucket, key), range),
  };
}

export type ObjectDisk = ReturnType<typeof objectDisk>;
