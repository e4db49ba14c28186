import { useMutation } from '@tanstack/react-query';
import { isDeclaredImage } from '@/lib/storage/image-bytes.ts';
import { StorageUploadError, uploadWithProgress } from '@/lib/storage/upload-with-progress.ts';
import { supabase } from '@/lib/supabase.ts';

/**
 * The logos bucket's limits (supabase/migrations/…_uploads_are_what_they_claim.sql): 2 MiB; png,
 * jpeg, webp. No SVG: the bucket is public and serves files inline from the API's origin, where an
 * SVG's script would run.
 */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type LogoType = (typeof LOGO_TYPES)[number];
const EXTENSIONS: Record<LogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export type LogoProblem = 'too-large' | 'wrong-type' | 'failed';

/** Why a logo cannot be uploaded, before trying: the bucket would refuse it anyway. */
export function logoProblem(file: File): LogoProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'wrong-type';
  if (file.size > LOGO_MAX_BYTES) return 'too-large';
  return null;
}

/** Reads the first bytes of the file and checks them against its type: HTML named logo.png is refused. */
export async function logoContentProblem(file: Blob): Promise<LogoProblem | null> {
  return (await isDeclaredImage(file)) ? null : 'wrong-type';
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
  const problem = logoProblem(file) ?? (await logoContentProblem(file));
  if (problem) throw new LogoUploadError(problem);
  const extension = EXTENSIONS[file.type as LogoType];
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
