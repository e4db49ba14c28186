/** The largest file the dialog reads (20 MB as people count them): 100,000 addresses take about 3 MB in CSV. */
export const MAX_FILE_BYTES = 20_000_000;
/** add_recipients takes at most 100,000 addresses per call; one file stays within that. */
export const MAX_DATA_ROWS = 100_000;
/** Addresses per add_recipients call: small enough to show progress, large enough to be quick. */
export const UPLOAD_BATCH_SIZE = 5_000;
/** The headers the first row may hold (compared trimmed and in lower case). */
export const ACCEPTED_HEADERS = ['email', 'recipient'] as const;
export const ACCEPTED_EXTENSIONS = ['.csv', '.xls', '.xlsx'] as const;
