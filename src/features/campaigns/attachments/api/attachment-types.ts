/**
 * The attachments bucket's allowed_mime_types (supabase/migrations/…_uploads_are_what_they_claim.sql;
 * supabase/tests/storage.test.ts compares the two). Storage serves a file with its declared type,
 * inline, from the API's origin: a type a browser runs (text/html, image/svg+xml,
 * application/xhtml+xml, text/javascript…) would be a page on that origin. Any file may still be
 * attached: a type outside this list is declared application/octet-stream, which browsers download.
 */
export const ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'text/calendar',
  'application/rtf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/zip',
  'application/octet-stream',
] as const;

/** The type an attachment is stored and sent with: the browser's, when harmless, else octet-stream. */
export function attachmentContentType(file: { type: string }): string {
  const declared = file.type.trim().toLowerCase();
  return (ATTACHMENT_TYPES as readonly string[]).includes(declared) ? declared : 'application/octet-stream';
}
