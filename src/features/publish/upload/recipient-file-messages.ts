import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Formatters } from '@/lib/i18n/format.ts';
import { MAX_DATA_ROWS, MAX_FILE_BYTES } from './recipient-file-limits.ts';
import type { RecipientFileProblem } from './recipient-file-types.ts';

/** What the dialog says about a file it cannot use, and what to do about it. */
export function recipientFileProblemMessage(
  problem: RecipientFileProblem,
  format: Formatters,
): MessageDescriptor {
  switch (problem.kind) {
    case 'too-large': {
      const size = format.fileSize(problem.bytes);
      const limit = format.fileSize(MAX_FILE_BYTES);
      return msg`This file is ${size}; a recipients file can be at most ${limit}. Split it into smaller files and upload them one by one.`;
    }
    case 'too-many-rows': {
      const rows = format.number(problem.rows);
      const limit = format.number(MAX_DATA_ROWS);
      return msg`This file has ${rows} rows of addresses; one file can hold at most ${limit}. Split it into smaller files and upload them one by one.`;
    }
    case 'empty':
      return msg`This file is empty. Put the header email in the first row and one address in each row below it.`;
    case 'no-addresses':
      return msg`This file has the header but no addresses. Put one address in each row below the header.`;
    case 'wrong-header': {
      const found = problem.found;
      return found === ''
        ? msg`The first row should hold the header email or recipient in its first cell, but that cell is empty.`
        : msg`The first row should hold the header email or recipient, but it holds “${found}”. Add a first row with email above the addresses, or rename the column.`;
    }
    case 'old-excel':
      return msg`This is an old Excel workbook (.xls 97–2003), which cannot be read here. Open it in your spreadsheet app, save it as .xlsx or .csv, and upload that file.`;
    case 'password-protected':
      return msg`This workbook is protected by a password, so it cannot be read. Open it, remove the password or save a copy as .csv, and upload that file.`;
    case 'damaged-workbook':
      return msg`This workbook could not be read; it may be damaged or incomplete. Open it in your spreadsheet app, save it again as .xlsx or .csv, and upload that file.`;
    case 'not-spreadsheet':
      return msg`This file is not a spreadsheet. Choose a CSV, XLS or XLSX file with the header email and one address per row.`;
  }
}
