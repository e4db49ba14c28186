import { useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { CONTENT_IMAGE_TYPES, uploadContentImage } from '@/lib/storage/upload-content-image.ts';
import { StorageUploadError } from '@/lib/storage/upload-with-progress.ts';

type HeroImageFieldProps = {
  imageUrl: string;
  onChange: (imageUrl: string) => void;
  error?: string;
  workspaceId: string;
  campaignId: string;
};

/** The hero's picture: an upload to the images bucket, or none for the template's own art. */
export function HeroImageField({ imageUrl, onChange, error, workspaceId, campaignId }: HeroImageFieldProps) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      onChange(await uploadContentImage({ workspaceId, campaignId, file, onProgress: setProgress }));
    } catch (caught) {
      const status = caught instanceof StorageUploadError ? caught.status : 0;
      setFailure(
        status === 415
          ? t`Choose a PNG, JPEG, GIF or WebP image.`
          : status === 413
            ? t`The image is larger than 5 MB. Choose a smaller one.`
            : t(errorMessages.attachmentUpload),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <Input.Wrapper
      label={t`Image`}
      description={t`PNG, JPEG, GIF or WebP, up to 5 MB. Without one, the template draws art in your colours.`}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {imageUrl ? (
          <Paper withBorder radius="sm" p={4} maw={240}>
            <Image src={imageUrl} alt={t`The hero image`} radius="sm" mah={140} fit="contain" />
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            {t`No image: the template's art is shown.`}
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={upload} accept={CONTENT_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconUpload size={14} />}
                loading={progress !== null}
              >
                {imageUrl ? t`Replace image` : t`Upload image`}
              </Button>
            )}
          </FileButton>
          {imageUrl && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconPhotoOff size={14} />}
              onClick={() => onChange('')}
            >
              {t`Remove image`}
            </Button>
          )}
        </Group>
        {progress !== null && (
          <Progress value={progress * 100} size="sm" aria-label={t`Uploading the image`} animated />
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {failure}
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
