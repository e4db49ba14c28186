import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { uploadContentImage } from '@/content/editing/api/upload-content-image.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { StorageUploadError } from '@/lib/storage/upload-with-progress.ts';

type ContentImageUploadOptions = {
  workspaceId: string;
  campaignId: string;
  /** The uploaded image's public address; not called when the upload fails. */
  onUploaded: (url: string) => void;
};

/**
 * An editor's image upload (the email's quick editor, the page's hero): its progress while it
 * runs and, when it fails, why, in the user's language. The image there was stays.
 */
export function useContentImageUpload({ workspaceId, campaignId, onUploaded }: ContentImageUploadOptions) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      onUploaded(await uploadContentImage({ workspaceId, campaignId, file, onProgress: setProgress }));
    } catch (error) {
      const status = error instanceof StorageUploadError ? error.status : 0;
      setProblem(
        status === 415
          ? t`Choose a PNG, JPEG, GIF or WebP image.`
          : status === 413
            ? t`This image is larger than 5 MB. Choose a smaller one.`
            : t(errorMessages.attachmentUpload),
      );
    } finally {
      setProgress(null);
    }
  };

  return { progress, problem, upload };
}
