import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageUploadError } from '@/lib/storage/upload-with-progress.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { HeroImageField } from './hero-image-field.tsx';

const upload = vi.hoisted(() => ({ run: vi.fn() }));

vi.mock('@/content/editing/api/upload-content-image.ts', () => ({
  CONTENT_IMAGE_TYPES: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  uploadContentImage: upload.run,
}));

const IDS = {
  workspaceId: '11111111-1111-4111-8111-111111111111',
  campaignId: '22222222-2222-4222-8222-222222222222',
};
const png = () => new File([new Uint8Array(64)], 'hero.png', { type: 'image/png' });

describe('HeroImageField', () => {
  // A block, not an arrow's value: a function beforeEach returns is run as its clean-up.
  beforeEach(() => {
    upload.run.mockReset();
  });

  it('shows the progress of an upload, then hands over the image’s public address', async () => {
    let finish: (url: string) => void = () => {};
    upload.run.mockImplementation(({ onProgress }: { onProgress: (fraction: number) => void }) => {
      onProgress(0.4);
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = await renderWithProviders(
      <HeroImageField imageUrl="" onChange={onChange} {...IDS} />,
    );
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, png());
    expect(screen.getByRole('progressbar', { name: 'Uploading the image' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    finish('https://cdn.example/images/hero.png');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('https://cdn.example/images/hero.png'));
    expect(upload.run).toHaveBeenCalledWith(expect.objectContaining(IDS));
  });

  it('says "Failed to upload file" when the upload fails, and keeps the image there was', async () => {
    upload.run.mockRejectedValue(new StorageUploadError(500));
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = await renderWithProviders(
      <HeroImageField imageUrl="https://cdn.example/images/old.png" onChange={onChange} {...IDS} />,
    );
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'The hero image' })).toHaveAttribute(
      'src',
      'https://cdn.example/images/old.png',
    );

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
