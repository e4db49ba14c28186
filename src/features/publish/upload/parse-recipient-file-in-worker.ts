import type { RecipientFileWorkerMessage } from './recipient-file.worker.ts';
import { MAX_FILE_BYTES } from './recipient-file-limits.ts';
import type { RecipientFileOutcome } from './recipient-file-types.ts';

export interface RecipientFileParsing {
  result: Promise<RecipientFileOutcome>;
  /** Stops the worker; the result then never settles. */
  cancel: () => void;
}

/** Parses a chosen file in a Web Worker, reporting progress from 0 to 1. */
export function parseRecipientFileInWorker(
  file: File,
  onProgress: (fraction: number) => void,
): RecipientFileParsing {
  // Refused before a byte is read: a 2 GB file would otherwise be copied into the worker.
  if (file.size > MAX_FILE_BYTES)
    return {
      result: Promise.resolve({ ok: false, problem: { kind: 'too-large', bytes: file.size } }),
      cancel: () => {},
    };
  const worker = new Worker(new URL('./recipient-file.worker.ts', import.meta.url), { type: 'module' });
  const result = new Promise<RecipientFileOutcome>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<RecipientFileWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.fraction);
      worker.terminate();
      if (message.type === 'done') resolve(message.outcome);
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || 'The recipients file could not be read.'));
    };
  });
  worker.postMessage(file);
  return { result, cancel: () => worker.terminate() };
}
