import { useMutation } from '@tanstack/react-query';
import { env } from '@/lib/env.ts';
import { reportUnauthorized } from '@/lib/http/unauthorized.ts';
import { supabase } from '@/lib/supabase.ts';

/** The logos bucket's limits (supabase/migrations/…_storage.sql): 2 MiB; png, jpeg, svg, webp. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
const EXTENSIONS: Record<(typeof LOGO_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

export type LogoProblem = 'too-large' | 'wrong-type' | 'failed';

/** Why a logo cannot be uploaded, before trying: the bucket would refuse it anyway. */
export function logoProblem(file: File): LogoProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'wrong-type';
  if (file.size > LOGO_MAX_BYTES) return 'too-large';
  return null;
}

export class LogoUploadError extends Error {
  readonly problem: LogoProblem;
  constructor(problem: LogoProblem, message: string = problem) {
    super(message);
    this.name = 'LogoUploadError';
    this.problem = problem;
  }
}

export const logoPublicUrl = (path: string) =>
  supabase.storage.from('logos').getPublicUrl(path).data.publicUrl;

type UploadLogoInput = { workspaceId: string; file: File; onProgress: (fraction: number) => void };

/**
 * Uploads a logo under `<workspace_id>/` and answers its object path. supabase-js's upload has no
 * progress events, so this speaks the same Storage endpoint through XMLHttpRequest, with the
 * session's token (the storage policies decide, as for supabase-js).
 */
export async function uploadLogo({ workspaceId, file, onProgress }: UploadLogoInput): Promise<string> {
  const problem = logoProblem(file);
  if (problem) throw new LogoUploadError(problem);
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token ?? env.supabaseAnonKey;
  const extension = EXTENSIONS[file.type as (typeof LOGO_TYPES)[number]];
  // A new name per upload: the public URL changes with the logo, so no cache shows the old one.
  const path = `${workspaceId}/logo-${Date.now().toString(36)}.${extension}`;

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${env.supabaseUrl}/storage/v1/object/logos/${path}`);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('apikey', env.supabaseAnonKey);
    request.setRequestHeader('content-type', file.type);
    request.setRequestHeader('cache-control', 'max-age=31536000');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        return resolve(path);
      }
      if (request.status === 401) reportUnauthorized();
      // Storage answers 400 with the meaningful status in the body.
      let statusCode = String(request.status);
      try {
        statusCode = String(
          (JSON.parse(request.responseText) as { statusCode?: unknown }).statusCode ?? statusCode,
        );
      } catch {}
      if (statusCode === '413') return reject(new LogoUploadError('too-large'));
      if (statusCode === '415') return reject(new LogoUploadError('wrong-type'));
      reject(new LogoUploadError('failed', `Logo upload failed with ${statusCode}`));
    };
    request.onerror = () => reject(new LogoUploadError('failed', 'Network error'));
    request.send(file);
  });
}

/** Removes a logo the workspace no longer uses; a failure leaves an orphan file, nothing worse. */
export async function removeLogo(path: string): Promise<void> {
  await supabase.storage.from('logos').remove([path]);
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo, meta: { handlesOwnErrors: true } });
}
