import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { FileDropZone } from './file-drop-zone.tsx';

const fileNamed = (name: string) => new File(['x'], name, { type: 'text/csv' });

async function renderZone(multiple: boolean) {
  const onFiles = vi.fn();
  const view = await renderWithProviders(
    <FileDropZone
      label="Recipients file"
      prompt="Drag the file here, or"
      buttonLabel="Choose a file"
      icon={null}
      buttonIcon={null}
      accept=".csv"
      multiple={multiple}
      hint="Up to 10 addresses"
      onFiles={onFiles}
    />,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { onFiles, input };
}

describe('FileDropZone', () => {
  it('hands over dropped files, only the first one when it takes a single file', async () => {
    const { onFiles } = await renderZone(false);
    fireEvent.drop(screen.getByRole('group', { name: 'Recipients file' }), {
      dataTransfer: { files: [fileNamed('a.csv'), fileNamed('b.csv')] },
    });
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['a.csv']);
  });

  it('hands over every dropped file when it takes several, and ignores a drop without files', async () => {
    const { onFiles } = await renderZone(true);
    const zone = screen.getByRole('group', { name: 'Recipients file' });
    fireEvent.drop(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [fileNamed('a.csv'), fileNamed('b.csv')] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['a.csv', 'b.csv']);
  });

  it('opens the picker from a keyboard-reachable button and takes the same file chosen twice', async () => {
    const { onFiles, input } = await renderZone(false);
    const button = screen.getByRole('button', { name: 'Choose a file' });
    expect(input.accept).toBe('.csv');
    expect(screen.getByText('Up to 10 addresses')).toBeInTheDocument();
    button.focus();
    expect(button).toHaveFocus();
    const file = fileNamed('list.csv');
    await userEvent.upload(input, file);
    await userEvent.upload(input, file);
    expect(onFiles).toHaveBeenCalledTimes(2);
    expect(onFiles).toHaveBeenLastCalledWith([file]);
  });
});
