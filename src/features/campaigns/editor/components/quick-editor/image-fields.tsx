import { useLingui } from '@lingui/react/macro';
import { Button, Fieldset, FileButton, Group, Image, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { CONTENT_IMAGE_TYPES } from '@/content/editing/api/upload-content-image.ts';
import { useContentImageUpload } from '@/content/editing/components/use-content-image-upload.ts';
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
            workspaceId={workspaceId}
            campaignId={campaignId}
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
  workspaceId: string;
  campaignId: string;
};

function ImageFieldset({
  legend,
  field,
  edit,
  problems,
  onChange,
  workspaceId,
  campaignId,
}: ImageFieldsetProps) {
  const { t } = useLingui();
  const problemMessage = useFieldProblemMessage();
  const { progress, problem, upload } = useContentImageUpload({
    workspaceId,
    campaignId,
    onUploaded: (url) => onChange('url', url),
  });
  const url = edit.url ?? field.url;
  const alt = edit.alt ?? field.alt;

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
          <FileButton onChange={(file) => void upload(file)} accept={CONTENT_IMAGE_TYPES.join(',')}>
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
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
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
