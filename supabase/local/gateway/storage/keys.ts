import type { Context } from 'hono';
import { storageErrors } from './errors.ts';

export interface ObjectAddress {
  bucket: string;
  key: string;
}

// Storage's rules: S3-safe characters, no control characters, no `.` or `..` path segments.
const UNSAFE_ASCII = /["#%<>[\\\]^`{|}~]/;
const CONTROL = /\p{C}/u;
const TRAVERSAL = /(^|\/)\.{1,2}(\/|$)/;
const BUCKET_NAME = /^[\w!.*'() &$@=;:+,?-]+$/;

export function isValidKey(key: string) {
  return (
    key.length > 0 &&
    Buffer.byteLength(key) <= 1024 &&
    !UNSAFE_ASCII.test(key) &&
    !CONTROL.test(key) &&
    !TRAVERSAL.test(key)
  );
}

export function mustBeValidKey(key: string) {
  if (!isValidKey(key)) throw storageErrors.invalidKey(key);
}

export function mustBeValidBucketName(name: unknown): asserts name is string {
  const valid =
    typeof name === 'string' && name.length <= 100 && BUCKET_NAME.test(name) && !/^\.{1,2}$/.test(name);
  if (!valid) {
    throw storageErrors.invalidBucketName();
  }
}

/**
 * The part of the request path after `marker` (e.g. `/object/public/`), with each segment
 * decoded on its own so an encoded `/` or `?` stays part of a name.
 */
export function pathAfter(c: Context, marker: string): string[] {
  const pathname = new URL(c.req.url).pathname;
  const start = pathname.indexOf(marker);
  const rest = start < 0 ? '' : pathname.slice(start + marker.length);
  return rest.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw storageErrors.invalidKey(rest);
    }
  });
}

/** `<bucket>/<key>` after `marker`; the key must be a valid object name. */
export function objectAddress(c: Context, marker: string): ObjectAddress {
  const [bucket = '', ...keyParts] = pathAfter(c, marker);
  const key = keyParts.join('/');
  mustBeValidKey(key);
  return { bucket, key };
}
