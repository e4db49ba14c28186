import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import { storageErrors } from './errors.ts';

/** An uploaded file as storage-js sends it: a raw body with headers, or a multipart form (Blob/File). */
export interface UploadBody {
  stream: Readable;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  /** The declared size, when a raw body says it up front. */
  declaredSize?: number;
}

export async function readUploadBody(c: Context): Promise<UploadBody> {
  const contentType = c.req.header('content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) return formUpload(c);
  const length = c.req.header('content-length');
  const body = c.req.raw.body;
  return {
    stream: body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : Readable.from([]),
    mimetype: contentType || 'text/plain;charset=UTF-8',
    cacheControl: c.req.header('cache-control') ?? 'no-cache',
    userMetadata: decodeMetadata(c.req.header('x-metadata'), 'base64'),
    declaredSize: length ? Number(length) : undefined,
  };
}

async function formUpload(c: Context): Promise<UploadBody> {
  const form = await c.req.raw.formData();
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw storageErrors.invalidRequest('No content provided');
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    stream: Readable.fromWeb(file.stream() as WebReadableStream<Uint8Array>),
    mimetype: file.type || 'application/octet-stream',
    cacheControl: typeof cacheControl === 'string' && cacheControl ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: typeof metadata === 'string' ? decodeMetadata(metadata, 'utf8') : null,
  };
}

function decodeMetadata(value: string | undefined, encoding: 'base64' | 'utf8') {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, encoding).toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('Invalid metadata');
  }
}
