import { readSheet } from 'read-excel-file/universal';
import { csvRows } from './csv-rows.ts';
import { MAX_FILE_BYTES } from './recipient-file-limits.ts';
import type { RecipientFileOutcome } from './recipient-file-types.ts';
import { recipientsFromRows } from './recipient-rows.ts';
import { containsName, decodeText, sniffFileKind } from './sniff-file-kind.ts';

/**
 * Reads a recipients file (CSV, TSV, XLSX, or any of them named .xls) into valid addresses and
 * invalid rows, or says why it cannot. Never throws. The kind comes from the bytes, not the name.
 * Runs in the upload worker; tests and the bench call it directly.
 */
export async function parseRecipientFile(
  bytes: Uint8Array,
  onProgress: (fraction: number) => void = () => {},
): Promise<RecipientFileOutcome> {
  try {
    if (bytes.length > MAX_FILE_BYTES)
      return { ok: false, problem: { kind: 'too-large', bytes: bytes.length } };
    const kind = sniffFileKind(bytes);
    onProgress(0.05);
    const scaled = (from: number) => (fraction: number) => onProgress(from + (1 - from) * fraction);
    switch (kind) {
      case 'empty':
        return { ok: false, problem: { kind: 'empty' } };
      case 'binary':
        return { ok: false, problem: { kind: 'not-spreadsheet' } };
      case 'ole':
        // Encrypted OOXML workbooks travel inside an OLE file with an EncryptedPackage stream.
        return containsName(bytes, 'EncryptedPackage', 'utf-16le')
          ? { ok: false, problem: { kind: 'password-protected' } }
          : { ok: false, problem: { kind: 'old-excel' } };
      case 'xlsx': {
        if (!containsName(bytes, 'xl/', 'ascii')) return { ok: false, problem: { kind: 'not-spreadsheet' } };
        let rows: unknown[][];
        try {
          rows = await readSheet(bytes.slice().buffer, { trim: false });
        } catch {
          return { ok: false, problem: { kind: 'damaged-workbook' } };
        }
        onProgress(0.6);
        return recipientsFromRows(rows as never, scaled(0.6));
      }
      case 'text': {
        const text = decodeText(bytes);
        if (text === null) return { ok: false, problem: { kind: 'not-spreadsheet' } };
        if (/^\s*<(?:!doctype|html|\?xml)/i.test(text)) return { ok: false, problem: { kind: 'old-excel' } };
        const rows = csvRows(text);
        onProgress(0.3);
        return recipientsFromRows(rows, scaled(0.3));
      }
    }
  } catch {
    // A reader's bug must not lose the dialog: the file is then as good as unreadable.
    return { ok: false, problem: { kind: 'not-spreadsheet' } };
  }
}
