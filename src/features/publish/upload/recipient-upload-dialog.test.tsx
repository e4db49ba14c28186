import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import type { UploadTotals } from './add-recipients-in-batches.ts';
import type { RecipientFileOutcome } from './recipient-file-types.ts';
import { RecipientUploadDialog } from './recipient-upload-dialog.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';

/** The worker boundary and the database: each test decides what the file holds and what is stored. */
const boundary = vi.hoisted(() => ({
  parse: vi.fn(),
  addBatch: vi.fn(),
}));
vi.mock('./parse-recipient-file-in-worker.ts', () => ({ parseRecipientFileInWorker: boundary.parse }));
vi.mock('./add-recipients-batch.ts', () => ({ addRecipientsBatch: boundary.addBatch }));

/** The next file read reports some progress, then waits for the test to settle it. */
function nextParse() {
  let settle: (outcome: RecipientFileOutcome) => void = () => {};
  boundary.parse.mockImplementationOnce((_file: File, onProgress: (fraction: number) => void) => {
    onProgress(0.4);
    return { result: new Promise<RecipientFileOutcome>((resolve) => (settle = resolve)), cancel: vi.fn() };
  });
  return (outcome: RecipientFileOutcome) => settle(outcome);
}

async function renderDialog(locale: 'en' | 'es' = 'en') {
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  await renderWithProviders(
    <RecipientUploadDialog
      workspaceId={WORKSPACE_ID}
      campaignId={CAMPAIGN_ID}
      opened
      onClose={onClose}
      onUploaded={onUploaded}
    />,
    { locale },
  );
  return { onUploaded, onClose };
}

async function chooseFile(name = 'recipients.csv') {
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['email\n'], name, { type: 'text/csv' }));
}

const addresses = (count: number) => Array.from({ length: count }, (_, i) => `user${i}@example.com`);

beforeEach(() => {
  boundary.parse.mockReset();
  boundary.addBatch.mockReset();
});

describe('RecipientUploadDialog', () => {
  it('waits for a file, retrieves it, uploads all valid ones and shows what the database skipped', async () => {
    const { onUploaded } = await renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Upload recipients' });
    expect(within(dialog).getByText(/first row is the header email \(or recipient\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();

    const settle = nextParse();
    await chooseFile('list.csv');
    expect(await within(dialog).findByText('Retrieving recipients from list.csv…')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Retrieving recipients' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    settle({ ok: true, list: { addresses: addresses(3), invalid: [], duplicates: 1 } });
    expect(await within(dialog).findByText('All recipients match the expected format')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 repeated address in the file will be skipped/)).toBeInTheDocument();

    boundary.addBatch.mockResolvedValueOnce({
      inserted: 2,
      duplicates: 1,
      invalid: 0,
    } satisfies UploadTotals);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload 3 recipients' }));
    expect(await within(dialog).findByText('Recipients uploaded')).toBeInTheDocument();
    expect(boundary.addBatch).toHaveBeenCalledWith(CAMPAIGN_ID, addresses(3));
    expect(within(dialog).getByText('2 recipients added to the campaign.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 was already in this campaign and was skipped.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({ inserted: 2, duplicates: 2, invalid: 0 });
  });

  it('lists invalid rows by row number and saves only the valid ones, or lets the user upload another file', async () => {
    await renderDialog();
    const dialog = await screen.findByRole('dialog');
    const settle = nextParse();
    await chooseFile();
    settle({
      ok: true,
      list: {
        addresses: addresses(2),
        invalid: [
          { row: 3, value: 'ana@' },
          { row: 7, value: '' },
        ],
        duplicates: 0,
      },
    });
    expect(
      await within(dialog).findByText('Some recipients do not match the expected format'),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Rows that do not match the expected format' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['3ana@', '7(empty)']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload another file' }));
    expect(within(dialog).getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    expect(boundary.addBatch).not.toHaveBeenCalled();

    const again = nextParse();
    await chooseFile();
    again({
      ok: true,
      list: { addresses: addresses(2), invalid: [{ row: 3, value: 'ana@' }], duplicates: 0 },
    });
    boundary.addBatch.mockResolvedValueOnce({ inserted: 2, duplicates: 0, invalid: 0 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save only the 2 valid ones' }));
    expect(
      await within(dialog).findByText('1 row without a valid address was left out.'),
    ).toBeInTheDocument();
    expect(boundary.addBatch).toHaveBeenCalledWith(CAMPAIGN_ID, addresses(2));
  });

  it('says why a file cannot be used, uploads nothing and waits for another', async () => {
    await renderDialog();
    const dialog = await screen.findByRole('dialog');
    const settle = nextParse();
    await chooseFile('contacts.csv');
    settle({ ok: false, problem: { kind: 'wrong-header', found: 'Name' } });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be used');
    expect(alert).toHaveTextContent('contacts.csv');
    expect(alert).toHaveTextContent(
      'The first row should hold the header email or recipient, but it holds “Name”.',
    );
    expect(alert).toHaveTextContent('Nothing was uploaded.');
    expect(within(dialog).getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    expect(boundary.addBatch).not.toHaveBeenCalled();
  });

  it('stops at a failed batch, says how many were saved and retries only the rest', async () => {
    const { onUploaded } = await renderDialog();
    const dialog = await screen.findByRole('dialog');
    const settle = nextParse();
    await chooseFile();
    settle({ ok: true, list: { addresses: addresses(12_000), invalid: [], duplicates: 0 } });
    boundary.addBatch
      .mockResolvedValueOnce({ inserted: 5_000, duplicates: 0, invalid: 0 })
      .mockRejectedValueOnce(new Error('network'));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload 12,000 recipients' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('5,000 of 12,000 recipients were saved.');
    expect(onUploaded).not.toHaveBeenCalled();

    boundary.addBatch
      .mockResolvedValueOnce({ inserted: 4_990, duplicates: 10, invalid: 0 })
      .mockResolvedValueOnce({ inserted: 2_000, duplicates: 0, invalid: 0 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry the rest' }));
    expect(await within(dialog).findByText('11,990 recipients added to the campaign.')).toBeInTheDocument();
    const batches = boundary.addBatch.mock.calls.map(([, emails]) => (emails as string[])[0]);
    expect(batches).toEqual([
      'user0@example.com',
      'user5000@example.com',
      'user5000@example.com',
      'user10000@example.com',
    ]);
    expect(onUploaded).toHaveBeenCalledWith({ inserted: 11_990, duplicates: 10, invalid: 0 });
  });

  it('speaks Spanish, numbers included', async () => {
    await renderDialog('es');
    const dialog = await screen.findByRole('dialog', { name: 'Subir destinatarios' });
    const settle = nextParse();
    await chooseFile();
    settle({ ok: true, list: { addresses: addresses(12_000), invalid: [], duplicates: 0 } });
    expect(
      await within(dialog).findByRole('button', { name: 'Subir 12.000 destinatarios' }),
    ).toBeInTheDocument();
  });
});

it('never calls the database while waiting', async () => {
  await renderDialog();
  await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  expect(boundary.addBatch).not.toHaveBeenCalled();
});
