import { useLingui } from '@lingui/react/macro';
import { Button, Fieldset, FileButton, Group, Image, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { toast } from '@/lib/notify.tsx';
import { CONTENT_IMAGE_TYPES, uploadContentImage } from '@/lib/storage/upload-content-image.ts';
import { StorageUploadError } from '@/lib/storage/upload-with-progress.ts';
import { fieldId, type ImageEdit, type ImageField } from '../../design/quick-edits.ts';
import { useFieldProblemMessage } from './field-problem-message.ts';
import type { QuickSectionProps } from './quick-editor-props.ts';

type ImageFieldsProps = QuickSectionProps & { workspaceId: string; campaignId: string };

/** Each image: replaced by an upload, with its alt text and optional link. */
export function ImageFields({ workspaceId, campaignId, fields, edits, problems, onEdit }: ImageFieldsProps) {
  const { t } = useLingui();
  if (fields.images.length === 0) return <Text size="sm" c="dimmed">{t`This email has no images.`}</Text>;
  const edit = (field: ImageField, part: keyof ImageEdit, value: string) =>
    onEdit((current) => ({
      ...current,
      images: { ...current.images, [field.key]: { ...current.images[field.key], [part]: value } },
    }));
  return (
    <Stack gap="md">
      {fields.images.map((field, index) => {
        const number = index + 1;
        return (
          <ImageFieldset
            key={field.key}
            legend={fields.images.length > 1 ? t`Image ${number}` : t`Image`}
            field={field}
            edit={edits.images[field.key] ?? {}}
            problems={problems}
            onChange={(part, value) => edit(field, part, value)}
            upload={(file, onProgress) => uploadContentImage({ workspaceId, campaignId, file, onProgress })}
          />
        );
      })}
    </Stack>
  );
}

type ImageFieldsetProps = {
  legend: string;
  field: ImageField;
  edit: ImageEdit;
  problems: QuickSectionProps['problems'];
  onChange: (part: keyof ImageEdit, value: string) => void;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
};

function ImageFieldset({ legend, field, edit, problems, onChange, upload }: ImageFieldsetProps) {
  const { t } = useLingui();
  const problemMessage = useFieldProblemMessage();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const url = edit.url ?? field.url;
  const alt = edit.alt ?? field.alt;

  const replace = async (file: File | null) => {
    if (!file) return;
    setUploadProblem(null);
    setProgress(0);
    try {
      onChange('url', await upload(file, setProgress));
    } catch (error) {
      const status = error instanceof StorageUploadError ? error.status : 0;
      setUploadProblem(
        status === 415
          ? t`Choose a PNG, JPEG, GIF or WebP image.`
          : status === 413
            ? t`This image is larger than 5 MB. Choose a smaller one.`
            : t(errorMessages.attachmentUpload),
      );
      if (status !== 415 && status !== 413) toast.error(errorMessages.attachmentUpload);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="center">
          <Image
            src={url || undefined}
            alt={alt}
            w={96}
            h={64}
            fit="contain"
            radius="sm"
            bg="gray.1"
            style={{ flexShrink: 0 }}
          />
          <FileButton onChange={(file) => void replace(file)} accept={CONTENT_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} />}
                loading={progress !== null}
              >
                {t`Replace image`}
              </Button>
            )}
          </FileButton>
        </Group>
        {progress !== null && (
          <Progress value={progress * 100} aria-label={t`Upload progress`} size="sm" animated />
        )}
        {uploadProblem && (
          <Text size="sm" c="red" role="alert">
            {uploadProblem}
          </Text>
        )}
        <TextInput
          id={fieldId.image(field.key, 'alt')}
          label={t`Alt text`}
          description={t`Read aloud by screen readers and shown when images are turned off.`}
          value={alt}
          onChange={(event) => onChange('alt', event.currentTarget.value)}
        />
        <TextInput
          id={fieldId.image(field.key, 'link')}
          label={t`Link (optional)`}
          type="url"
          inputMode="url"
          value={edit.link ?? field.link}
          onChange={(event) => onChange('link', event.currentTarget.value)}
          error={problemMessage(problems[fieldId.image(field.key, 'link')])}
        />
      </Stack>
    </Fieldset>
  );
}
