import { UPLOAD_BATCH_SIZE } from './recipient-file-limits.ts';

export interface UploadTotals {
  inserted: number;
  duplicates: number;
  invalid: number;
}

export const NO_TOTALS: UploadTotals = { inserted: 0, duplicates: 0, invalid: 0 };

/** A batch failed: the addresses before `saved` are stored, the rest are not. */
export class BatchUploadError extends Error {
  readonly saved: number;
  readonly totals: UploadTotals;
  constructor(saved: number, totals: UploadTotals, cause: unknown) {
    super(`Stopped after saving ${saved} addresses`, { cause });
    this.name = 'BatchUploadError';
    this.saved = saved;
    this.totals = totals;
  }
}

export interface BatchUpload {
  addresses: readonly string[];
  addBatch: (emails: string[]) => Promise<UploadTotals>;
  /** Where to resume after a failure: the `saved` of the error, with its `totals`. */
  startAt?: number;
  totals?: UploadTotals;
  batchSize?: number;
  onProgress?: (saved: number) => void;
}

/**
 * Stores addresses through add_recipients a batch at a time, one after another (each call is its
 * own transaction), and sums what the batches report. Stops at the first failed batch.
 */
export async function addRecipientsInBatches({
  addresses,
  addBatch,
  startAt = 0,
  totals = NO_TOTALS,
  batchSize = UPLOAD_BATCH_SIZE,
  onProgress = () => {},
}: BatchUpload): Promise<UploadTotals> {
  let sum = { ...totals };
  for (let start = startAt; start < addresses.length; start += batchSize) {
    const batch = addresses.slice(start, start + batchSize);
    let result: UploadTotals;
    try {
      result = await addBatch(batch);
    } catch (error) {
      throw new BatchUploadError(start, sum, error);
    }
    sum = {
      inserted: sum.inserted + result.inserted,
      duplicates: sum.duplicates + result.duplicates,
      invalid: sum.invalid + result.invalid,
    };
    onProgress(start + batch.length);
  }
  return sum;
}
