import { expect, test, vi } from 'vitest';
import { parseRecipientFileInWorker } from './parse-recipient-file-in-worker.ts';
import { MAX_FILE_BYTES } from './recipient-file-limits.ts';

test('a file over the limit is refused before a worker starts or a byte is read', async () => {
  const file = new File(['email\n'], 'huge.csv');
  Object.defineProperty(file, 'size', { value: MAX_FILE_BYTES + 1 });
  const read = vi.spyOn(file, 'arrayBuffer');
  const startWorker = vi.fn();
  vi.stubGlobal('Worker', startWorker);
  const parsing = parseRecipientFileInWorker(file, () => {});
  expect(await parsing.result).toEqual({
    ok: false,
    problem: { kind: 'too-large', bytes: MAX_FILE_BYTES + 1 },
  });
  expect(startWorker).not.toHaveBeenCalled();
  expect(read).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});
