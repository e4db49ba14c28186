import { useMutation } from '@tanstack/react-query';
import { StorageUploadError, uploadWithProgress } from '@/lib/storage/upload-with-progress.ts';
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

/** Uploads a logo under `<workspace_id>/`, reporting progress, and answers its object path. */
export async function uploadLogo({ workspaceId, file, onProgress }: UploadLogoInput): Promise<string> {
  const problem = logoProblem(file);
  if (problem) throw new LogoUploadError(problem);
  const extension = EXTENSIONS[file.type as (typeof LOGO_TYPES)[number]];
  // A new name per upload: the public URL changes with the logo, so no cache shows the old one.
  const path = `${workspaceId}/logo-${Date.now().toString(36)}.${extension}`;
  try {
    await uploadWithProgress({ bucket: 'logos', path, file, onProgress, cacheControl: 'max-age=31536000' });
  } catch (error) {
    const status = error instanceof StorageUploadError ? error.status : 0;
    if (status === 413) throw new LogoUploadError('too-large');
    if (status === 415) throw new LogoUploadError('wrong-type');
    throw new LogoUploadError('failed', `Logo upload failed with ${status || 'a network error'}`);
  }
  return path;
}

/** Removes a logo the workspace no longer uses; a failure leaves an orphan file, nothing worse. */
export async function removeLogo(path: string): Promise<void> {
  await supabase.storage.from('logos').remove([path]);
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo, meta: { handlesOwnErrors: true } });
}
