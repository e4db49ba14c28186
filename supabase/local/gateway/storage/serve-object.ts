import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { ObjectDisk } from './disk.ts';
import { storageErrors } from './errors.ts';
import type { StoredObject } from './object-rows.ts';

/** The object's bytes with the headers Storage sends: type, caching, ETag, ranges, `?download`. */
export async function serveObject(c: Context, disk: ObjectDisk, object: StoredObject) {
  const path = disk.pathOf(object.bucket_id, object.name);
  const size = await stat(path).then(
    (info) => info.size,
    () => {
      throw storageErrors.noSuchKey();
    },
  );
  const metadata = object.metadata ?? {};
  const headers = new Headers({
    'content-type': servedContentType(metadata.mimetype),
    'cache-control': String(metadata.cacheControl ?? 'no-cache'),
    'accept-ranges': 'bytes',
    'last-modified': new Date(String(metadata.lastModified ?? object.updated_at)).toUTCString(),
  });
  if (metadata.eTag) headers.set('etag', String(metadata.eTag));
  const download = c.req.query('download');
  // As storage's renderer (handleDownload): a bare `?download` names no file, the browser takes the
  // URL's last segment; `?download=name` names it, percent-encoded.
  if (download === '') headers.set('content-disposition', 'attachment;');
  else if (download !== undefined) {
    const filename = encodeURIComponent(download);
    headers.set('content-disposition', `attachment; filename=${filename}; filename*=UTF-8''${filename}`);
  }

  const range = parseRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
    headers.set('content-length', String(range.end - range.start + 1));
  } else {
    headers.set('content-length', String(size));
  }
  const body =
    c.req.method === 'HEAD' || size === 0
      ? null
      : Readable.toWeb(disk.read(object.bucket_id, object.name, range));
  return new Response(body as ReadableStream | null, { status: range ? 206 : 200, headers });
}

/**
 * The Content-Type Storage answers with: the declared one, except that anything naming text/html
 * is served as text/plain (storage's renderer, normalizeContentType), so an uploaded page never
 * renders on the API's origin. Other types a browser runs (image/svg+xml…) are served as declared:
 * buckets keep them out with allowed_mime_types.
 */
export function servedContentType(mimetype: unknown): string {
  const declared = String(mimetype ?? 'application/octet-stream');
  return declared.includes('text/html') ? 'text/plain' : declared;
}

/** One `bytes=start-end` range (suffix and open forms too); other forms are served whole. */
function parseRange(header: string | undefined, size: number) {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return undefined;
  const start = match[1] ? Number(match[1]) : Math.max(size - Number(match[2]), 0);
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start > end || start >= size) return 'unsatisfiable' as const;
  return { start, end };
}

/** `info()`'s answer: the row in Storage's names (storage-js turns them to camelCase). */
export function objectInfo(object: StoredObject) {
  const metadata = object.metadata ?? {};
  return {
    id: object.id,
    name: object.name,
    bucket_id: object.bucket_id,
    version: object.version,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: object.user_metadata ?? {},
    last_modified: metadata.lastModified ?? object.updated_at,
    created_at: object.created_at,
  };
}
