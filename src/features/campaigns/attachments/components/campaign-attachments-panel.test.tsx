import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import type { CampaignAttachment } from '../api/get-campaign-attachments.ts';
import { CampaignAttachmentsPanel } from './campaign-attachments-panel.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';
const MiB = 1024 * 1024;

type Result = { data: unknown; error: { message: string; details?: string } | null; status: number };
type Operation = { table: string; action: 'select' | 'insert' | 'delete'; values?: unknown };

/** Stands in for PostgREST and Storage: each test decides what the database answers. */
const backend = vi.hoisted(() => ({
  answer: (_operation: { table: string; action: string; values?: unknown }): Promise<Result> =>
    Promise.resolve({ data: [], error: null, status: 200 }),
  removedObjects: [] as string[],
  upload: vi.fn(),
  role: 'editor' as 'owner' | 'admin' | 'editor' | 'viewer',
}));

vi.mock('@/lib/supabase.ts', () => {
  const query = (table: string) => {
    const operation: Operation = { table, action: 'select' };
    const builder = {
      select: () => builder,
      insert: (values: unknown) => {
        Object.assign(operation, { action: 'insert', values });
        return builder;
      },
      delete: () => {
        operation.action = 'delete';
        return builder;
      },
      eq: () => builder,
      order: () => builder,
      single: () => builder,
      // biome-ignore lint/suspicious/noThenProperty: PostgREST builders are thenables.
      then: (resolve: (result: Result) => unknown, reject: (error: unknown) => unknown) =>
        backend.answer(operation).then(resolve, reject),
    };
    return builder;
  };
  return {
    supabase: {
      from: query,
      storage: {
        from: () => ({
          remove: async (paths: string[]) => {
            backend.removedObjects.push(...paths);
            return { data: [], error: null };
          },
        }),
      },
    },
  };
});

vi.mock('@/lib/storage/upload-with-progress.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  uploadWithProgress: backend.upload,
}));

vi.mock('@/lib/workspaces/my-role.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/workspaces/my-role.ts')>();
  return { ...original, useCanEditContent: () => original.canEditContent(backend.role) };
});

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify.tsx', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn() } }));

const attachment = (fileName: string, sizeBytes: number): CampaignAttachment => ({
  id: crypto.randomUUID(),
  file_name: fileName,
  content_type: 'application/pdf',
  size_bytes: sizeBytes,
  storage_path: `${WORKSPACE_ID}/${CAMPAIGN_ID}/${crypto.randomUUID()}-${fileName}`,
  created_at: new Date().toISOString(),
});

/** A file that claims a size without holding it, so limits can be tested without 40 MB of memory. */
const fileOf = (name: string, size: number) => {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

let stored: CampaignAttachment[];

function answerWithStoredRows() {
  backend.answer = async (operation) => {
    if (operation.action === 'select') return { data: [...stored], error: null, status: 200 };
    if (operation.action === 'insert') {
      const values = operation.values as { file_name: string; size_bytes: number; storage_path: string };
      const row = { ...attachment(values.file_name, values.size_bytes), storage_path: values.storage_path };
      stored.push(row);
      return { data: row, error: null, status: 201 };
    }
    const removed = stored.shift();
    return { data: removed ? [{ id: removed.id }] : [], error: null, status: 200 };
  };
}

async function renderPanel(locale: 'en' | 'es' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <CampaignAttachmentsPanel workspaceId={WORKSPACE_ID} campaignId={CAMPAIGN_ID} />
      </Suspense>
    </QueryClientProvider>,
    { locale },
  );
  await screen.findByRole('heading', { name: locale === 'en' ? 'Attachments' : 'Adjuntos' });
  return view;
}

const chooseFiles = (container: HTMLElement, files: File[]) => {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
};

beforeEach(() => {
  backend.role = 'editor';
  stored = [];
  backend.removedObjects = [];
  backend.upload.mockReset();
  backend.upload.mockImplementation(async ({ onProgress }: { onProgress: (fraction: number) => void }) => {
    onProgress(0.5);
    onProgress(1);
  });
  toastError.mockReset();
  answerWithStoredRows();
});

describe('CampaignAttachmentsPanel', () => {
  it('lists each file with its size and the total against the 27 MB limit', async () => {
    stored = [attachment('brochure.pdf', 3 * MiB), attachment('price-list.pdf', MiB / 2)];
    await renderPanel();
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(within(list).getByRole('button', { name: 'brochure.pdf' })).toBeInTheDocument();
    expect(within(list).getByText('3 MB')).toBeInTheDocument();
    expect(within(list).getByText('512 kB')).toBeInTheDocument();
    expect(screen.getByText('3.5 MB of 27 MB')).toBeInTheDocument();
    // The limit is explained before a send could fail on it.
    expect(
      screen.getByText(
        'Why 27 MB: email encoding makes files about a third larger, and the email provider accepts at most 40 MB per message.',
      ),
    ).toBeVisible();
  });

  it('says so when nothing is attached yet', async () => {
    await renderPanel();
    expect(screen.getByText('No attachments yet.')).toBeInTheDocument();
    expect(screen.getByText('0 MB of 27 MB')).toBeInTheDocument();
  });

  it('a viewer downloads the files but adds and removes none', async () => {
    backend.role = 'viewer';
    stored = [attachment('brochure.pdf', 3 * MiB)];
    const { container } = await renderPanel();
    const list = screen.getByRole('list', { name: 'Attached files' });
    expect(within(list).getByRole('button', { name: 'brochure.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove brochure.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
    expect(container.querySelector('input[type="file"]')).toBeNull();
  });

  it('an editor is offered to add files and to remove each one', async () => {
    stored = [attachment('brochure.pdf', 3 * MiB)];
    await renderPanel();
    expect(screen.getByRole('button', { name: 'Remove brochure.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
  });

  it('uploads a chosen file into the campaign folder and lists it', async () => {
    const { container } = await renderPanel();
    chooseFiles(container, [fileOf('Menú de primavera.pdf', 2 * MiB)]);
    const list = await screen.findByRole('list', { name: 'Attached files' });
    expect(await within(list).findByRole('button', { name: 'Menú de primavera.pdf' })).toBeInTheDocument();
    const [{ bucket, path }] = backend.upload.mock.calls[0] as [{ bucket: string; path: string }];
    expect(bucket).toBe('attachments');
    expect(path).toMatch(
      new RegExp(`^${WORKSPACE_ID}/${CAMPAIGN_ID}/[0-9a-f-]{36}-Menu-de-primavera\\.pdf$`),
    );
    expect(stored[0]).toMatchObject({ size_bytes: 2 * MiB, storage_path: path });
    expect(screen.getByText('2 MB of 27 MB')).toBeInTheDocument();
  });

  it('uploads files dropped on the drop zone', async () => {
    await renderPanel();
    fireEvent.drop(screen.getByRole('group', { name: 'Add attachments' }), {
      dataTransfer: { files: [fileOf('dropped.pdf', MiB)] },
    });
    expect(await screen.findByRole('button', { name: 'dropped.pdf' })).toBeInTheDocument();
    expect(backend.upload).toHaveBeenCalledTimes(1);
  });

  it('warns with the size and uploads nothing when the files would pass 27 MB', async () => {
    stored = [attachment('video.mp4', 14 * MiB), attachment('deck.pdf', 11 * MiB)];
    const { container } = await renderPanel();
    chooseFiles(container, [fileOf('extra.pdf', 3 * MiB)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These files would bring the attachments to 28 MB, over the 27 MB limit. Please remove some attachments',
    );
    expect(backend.upload).not.toHaveBeenCalled();
  });

  it('shows the same warning when the database refuses the total, and removes the uploaded file', async () => {
    const { container } = await renderPanel();
    backend.answer = async (operation) =>
      operation.action === 'insert'
        ? {
            data: null,
            error: {
              message: 'attachments_too_large',
              details: `Attachments would total ${45 * MiB} bytes; the limit is ${27 * MiB}.`,
            },
            status: 400,
          }
        : { data: [], error: null, status: 200 };
    chooseFiles(container, [fileOf('late.pdf', 5 * MiB)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'bring the attachments to 45 MB, over the 27 MB limit',
    );
    expect(backend.removedObjects).toHaveLength(1);
    expect(backend.removedObjects[0]).toMatch(/-late\.pdf$/);
  });

  it('refuses files over the bucket limit of 25 MB and empty files before uploading', async () => {
    const { container } = await renderPanel();
    chooseFiles(container, [fileOf('huge.mov', 25 * MiB + 1), fileOf('blank.txt', 0)]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“huge.mov” is larger than 25 MB, the limit for one file.');
    expect(alert).toHaveTextContent('“blank.txt” is empty.');
    expect(backend.upload).not.toHaveBeenCalled();
  });

  it('says "Failed to upload file" when the upload fails, and lists nothing', async () => {
    const { StorageUploadError } = await import('@/lib/storage/upload-with-progress.ts');
    backend.upload.mockRejectedValue(new StorageUploadError(0, 'Network error'));
    const { container } = await renderPanel();
    chooseFiles(container, [fileOf('offer.pdf', MiB)]);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(errorMessages.attachmentUpload));
    expect(await screen.findByText('No attachments yet.')).toBeInTheDocument();
  });

  it('removes an attachment at once', async () => {
    stored = [attachment('brochure.pdf', 3 * MiB)];
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Remove brochure.pdf' }));
    expect(await screen.findByText('No attachments yet.')).toBeInTheDocument();
    await waitFor(() => expect(backend.removedObjects).toHaveLength(1));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('puts the attachment back and says "Failed to remove attachment" when removal fails', async () => {
    stored = [attachment('brochure.pdf', 3 * MiB)];
    await renderPanel();
    const select = backend.answer;
    backend.answer = async (operation) =>
      operation.action === 'delete'
        ? { data: null, error: { message: 'permission denied' }, status: 403 }
        : select(operation);
    await userEvent.click(screen.getByRole('button', { name: 'Remove brochure.pdf' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(errorMessages.attachmentRemoval));
    expect(await screen.findByRole('button', { name: 'brochure.pdf' })).toBeInTheDocument();
    expect(backend.removedObjects).toHaveLength(0);
  });

  it('speaks Spanish', async () => {
    stored = [attachment('folleto.pdf', 3 * MiB + MiB / 2)];
    await renderPanel('es');
    expect(screen.getByRole('button', { name: 'Elegir archivos' })).toBeInTheDocument();
    expect(screen.getByText('3,5 MB de 27 MB')).toBeInTheDocument();
  });
});
