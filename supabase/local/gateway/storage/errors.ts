import type { Context } from 'hono';

/**
 * An error as Supabase Storage renders it: the HTTP status is 400 (500 for internal errors) and
 * the body carries the meaningful status as a string, `{statusCode, code, error, message}`.
 */
export class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;

  constructor(statusCode: number, code: string, message: string, error = code) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'Invalid signature'),
  alreadyExists: () => new StorageError(409, 'Duplicate', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidFileSizeLimit: () =>
    new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  relatedResourceNotFound: () =>
    new StorageError(404, 'InvalidRequest', 'The related resource does not exist'),
};

/** Postgres errors become Storage's: RLS refusals, duplicates and missing buckets. */
export function fromPostgresError(error: unknown): StorageError | undefined {
  const pgError = error as { code?: string; message?: string };
  switch (pgError.code) {
    case '42501':
      return storageErrors.accessDenied(
        pgError.message?.includes('row-level security') ? undefined : pgError.message,
      );
    case '23505':
      return storageErrors.alreadyExists();
    case '23503':
      return storageErrors.relatedResourceNotFound();
    default:
      return undefined;
  }
}

export function sendStorageError(c: Context, error: StorageError) {
  return c.json(
    { statusCode: String(error.statusCode), code: error.code, error: error.error, message: error.message },
    error.statusCode === 500 ? 500 : 400,
  );
}
