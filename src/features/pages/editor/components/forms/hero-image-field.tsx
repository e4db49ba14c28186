import { useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconUpload } from '@tabler/icons-react';
import { CONTENT_IMAGE_TYPES } from '@/content/editing/api/upload-content-image.ts';
import { useContentImageUpload } from '@/content/editing/components/use-content-image-upload.ts';

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
  const { progress, problem, upload } = useContentImageUpload({
    workspaceId,
    campaignId,
    onUploaded: onChange,
  });

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
        {problem && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {problem}
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
