import type { StorageClient as RealStorageClient } from '@supabase/storage-js';

/**
 * Stands in for `@supabase/storage-js` in the app's build (the alias in vite.config.ts): supabase-js
 * builds its Storage client when the client is created, so storage-js (~5 KiB gzip) was on every
 * signed-in screen, and the first ones use no file (docs/frontend.md, "App weight"). This client
 * keeps what supabase-js passes it and loads the real one (the package's own file, which the
 * alias does not cover) at the first call that needs it. `supabase.storage` stays the one way:
 * `.from(bucket)` answers `getPublicUrl` at once, as storage-js does, and every other method of
 * the bucket as a promise of the real method's answer (await it; the builder forms of storage-js,
 * `throwOnError()`, are not offered). Delete the alias and this file to load storage-js eagerly.
 */
type Args = ConstructorParameters<typeof RealStorageClient>;
type Bucket = ReturnType<RealStorageClient['from']>;

export class StorageClient {
  readonly #args: Args;
  #real: Promise<RealStorageClient> | undefined;

  constructor(...args: Args) {
    this.#args = args;
  }

  #load(): Promise<RealStorageClient> {
    this.#real ??= import('@supabase/storage-js/dist/index.mjs').then(
      (module) => new module.StorageClient(...this.#args),
    );
    return this.#real;
  }

  from(bucket: string): Bucket {
    const url = this.#args[0];
    const load = () => this.#load();
    return new Proxy({} as Bucket, {
      get(_target, name) {
        if (name === 'getPublicUrl')
          return (path: string, options?: object) => publicUrl(url, bucket, path, options);
        if (name === 'then' || typeof name !== 'string') return undefined; // not a promise itself
        return async (...args: unknown[]) => {
          const real = (await load()).from(bucket) as unknown as Record<string, (...a: unknown[]) => unknown>;
          const method = real[name];
          if (typeof method !== 'function') throw new TypeError(`storage-js buckets have no ${name}()`);
          return await method.apply(real, args);
        };
      },
    });
  }
}

/** storage-js's `getPublicUrl` for a plain object URL (a test checks the two agree). */
function publicUrl(url: string, bucket: string, path: string, options?: object) {
  if (options && Object.keys(options).length > 0) {
    throw new TypeError(
      'getPublicUrl options need storage-js: call a bucket method first, or drop the alias',
    );
  }
  return { data: { publicUrl: encodeURI(`${url}/object/public/${bucket}/${path.replace(/^\/+/, '')}`) } };
}

/** supabase-js re-exports it; the app tells a Storage failure by its `status`, never by its class. */
export class StorageApiError extends Error {}
