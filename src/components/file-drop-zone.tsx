import { Box, Button, FileButton, Stack, Text, ThemeIcon } from '@mantine/core';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';

type FileDropZoneProps = {
  /** Names the zone for screen readers ("Add attachments"). */
  label: string;
  /** Said above the button ("Drag files here, or"). */
  prompt: string;
  /** The file picker's button text ("Choose files"). */
  buttonLabel: string;
  icon: ReactNode;
  buttonIcon: ReactNode;
  /** The picker's `accept` list; dropped files are not filtered, the caller checks them. */
  accept?: string;
  multiple?: boolean;
  /** Said under the button, e.g. the limits. */
  hint?: ReactNode;
  /** The dropped or chosen files (only the first without `multiple`). */
  onFiles: (files: [File, ...File[]]) => void;
};

/**
 * A dashed area to drop files on, with a button that opens the file picker for those who do not
 * drag (keyboard, phones). It highlights while files are dragged over it.
 */
export function FileDropZone({
  label,
  prompt,
  buttonLabel,
  icon,
  buttonIcon,
  accept,
  multiple = false,
  hint,
  onFiles,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const resetPicker = useRef<() => void>(null);

  function take([first, ...rest]: File[]) {
    if (first) onFiles(multiple ? [first, ...rest] : [first]);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  }

  function onPicked(picked: File | File[] | null) {
    const files = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
    // Cleared, so that choosing the same file again is a new choice.
    resetPicker.current?.();
    take(files);
  }

  return (
    <Box
      role="group"
      aria-label={label}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        // Moving over the zone's own button or text is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      p="lg"
      bg={dragging ? 'indigo.0' : 'gray.0'}
      style={{
        border: `1px dashed var(--mantine-color-${dragging ? 'indigo-5' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={40} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Text fz="sm">{prompt}</Text>
        <FileButton onChange={onPicked} accept={accept} multiple={multiple} resetRef={resetPicker}>
          {(props) => (
            <Button {...props} variant="light" leftSection={buttonIcon}>
              {buttonLabel}
            </Button>
          )}
        </FileButton>
        {hint && (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
