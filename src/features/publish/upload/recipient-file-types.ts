/** Why a file could not be read; the dialog words each one (recipient-file-messages.ts). */
export type RecipientFileProblem =
  | { kind: 'too-large'; bytes: number }
  | { kind: 'too-many-rows'; rows: number }
  | { kind: 'empty' }
  | { kind: 'no-addresses' }
  | { kind: 'wrong-header'; found: string }
  | { kind: 'old-excel' }
  | { kind: 'password-protected' }
  | { kind: 'damaged-workbook' }
  | { kind: 'not-spreadsheet' };

export type RecipientFileProblemKind = RecipientFileProblem['kind'];

/** A row whose first cell is not an address, by its row number in the spreadsheet (header = 1). */
export interface InvalidRecipientRow {
  row: number;
  value: string;
}

export interface RecipientList {
  /** Valid addresses, normalized as the database stores them, each once, in file order. */
  addresses: string[];
  invalid: InvalidRecipientRow[];
  /** Valid rows repeating an address seen earlier in the file. */
  duplicates: number;
}

export type RecipientFileOutcome =
  | { ok: true; list: RecipientList }
  | { ok: false; problem: RecipientFileProblem };
