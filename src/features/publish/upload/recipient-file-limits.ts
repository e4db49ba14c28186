/** The largest file the dialog reads (20 MB as people count them): 100,000 addresses take about 3 MB in CSV. */
export const MAX_FILE_BYTES = 20_000_000;
/** The most data rows one file may hold; the dialog sends them UPLOAD_BATCH_SIZE at a time. */
export const MAX_DATA_ROWS = 100_000;
/**
 * Addresses per add_recipients call (which takes at most 50,000): small enough to show progress,
 * large enough to be quick.
 */
export const UPLOAD_BATCH_SIZE = 5_000;
/** The headers the first row may hold (compared trimmed and in lower case). */
export const ACCEPTED_HEADERS = ['email', 'recipient'] as const;
export const ACCEPTED_EXTENSIONS = ['.csv', '.xls', '.xlsx'] as const;
