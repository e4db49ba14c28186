import { parseRecipientFile } from './recipient-file-parser.ts';
import type { RecipientFileOutcome } from './recipient-file-types.ts';

export type RecipientFileWorkerMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; outcome: RecipientFileOutcome }
  | { type: 'failed'; message: string };

/** Reads one file off the page's thread, so even 100,000 rows never freeze the dialog. */
self.onmessage = async (event: MessageEvent<File>) => {
  const post = (message: RecipientFileWorkerMessage) => globalThis.postMessage(message);
  try {
    // Read here, not on the page: the file's bytes never cross the page's thread.
    const bytes = new Uint8Array(await event.data.arrayBuffer());
    let last = 0;
    const outcome = await parseRecipientFile(bytes, (fraction) => {
      // A message per percent at most: the page repaints, it is not flooded.
      if (fraction - last >= 0.01 || fraction === 1) {
        last = fraction;
        post({ type: 'progress', fraction });
      }
    });
    post({ type: 'done', outcome });
  } catch (error) {
    // The file went away (moved, deleted) between choosing and reading it.
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
