import { env } from '@/lib/env.ts';
import { reportUnauthorized } from '@/lib/http/unauthorized.ts';
import { supabase } from '@/lib/supabase.ts';

type UploadWithProgressInput = {
  bucket: string;
  path: string;
  file: File;
  /** Called with the share sent so far, from 0 to 1. */
  onProgress: (fraction: number) => void;
  contentType?: string;
  cacheControl?: string;
};

/**
 * Why Storage refused an upload: the status it meant. Storage answers 400 with the meaningful
 * status (413 too large, 415 wrong type, 409 exists, 403 policy) in the body's `statusCode`.
 */
export class StorageUploadError extends Error {
  readonly status: number;
  constructor(status: number, message = `Upload failed with ${status}`) {
    super(message);
    this.name = 'StorageUploadError';
    this.status = status;
  }
}

/**
 * Uploads a file to a Storage bucket and reports progress. supabase-js's upload has no progress
 * events, so this speaks the same Storage endpoint through XMLHttpRequest with the session's token
 * (the storage policies decide, as for supabase-js). A network failure rejects with status 0.
 */
export async function uploadWithProgress({
  bucket,
  path,
  file,
  onProgress,
  contentType = file.type || 'application/octet-stream',
  cacheControl,
}: UploadWithProgressInput): Promise<void> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token ?? env.supabaseAnonKey;

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${env.supabaseUrl}/storage/v1/object/${bucket}/${encodeObjectPath(path)}`);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('apikey', env.supabaseAnonKey);
    request.setRequestHeader('content-type', contentType);
    if (cacheControl) request.setRequestHeader('cache-control', cacheControl);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        return resolve();
      }
      if (request.status === 401) reportUnauthorized();
      let status = request.status;
      try {
        const body = JSON.parse(request.responseText) as { statusCode?: unknown };
        const fromBody = Number(body.statusCode);
        if (Number.isInteger(fromBody) && fromBody > 0) status = fromBody;
      } catch {}
      reject(new StorageUploadError(status));
    };
    request.onerror = () => reject(new StorageUploadError(0, 'Network error'));
    request.send(file);
  });
}

/** Each segment of an object path percent-encoded; the folder separators stay. */
const encodeObjectPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
