/** What the bytes of a file are, whatever its name says. */
export type SniffedKind = 'empty' | 'xlsx' | 'ole' | 'text' | 'binary';

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
/** Formats people pick by mistake: PDF, PNG, JPEG, GIF, gzip, RAR, 7z, RTF. */
const OTHER_SIGNATURES = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x1f, 0x8b],
  [0x52, 0x61, 0x72, 0x21],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x7b, 0x5c, 0x72, 0x74, 0x66],
];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

export function sniffFileKind(bytes: Uint8Array): SniffedKind {
  if (bytes.length === 0) return 'empty';
  if (startsWith(bytes, OLE_SIGNATURE)) return 'ole';
  if (ZIP_SIGNATURES.some((signature) => startsWith(bytes, signature))) return 'xlsx';
  if (OTHER_SIGNATURES.some((signature) => startsWith(bytes, signature))) return 'binary';
  return 'text';
}

/** Whether the bytes hold `text` as an ASCII name (zip entry names) or UTF-16LE (OLE directories). */
export function containsName(bytes: Uint8Array, text: string, encoding: 'ascii' | 'utf-16le'): boolean {
  const needle =
    encoding === 'ascii'
      ? Array.from(text, (char) => char.charCodeAt(0))
      : Array.from(text).flatMap((char) => [char.charCodeAt(0), 0]);
  const first = needle[0];
  outer: for (
    let index = bytes.indexOf(first ?? 0);
    index !== -1;
    index = bytes.indexOf(first ?? 0, index + 1)
  ) {
    if (index + needle.length > bytes.length) return false;
    for (let k = 1; k < needle.length; k++) if (bytes[index + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

/**
 * Text as spreadsheet apps save it: UTF-8 (with or without BOM), UTF-16 ("Unicode text" in
 * Excel) or Windows-1252 (older "CSV" in Excel). Null when the bytes are not text at all.
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else if (bytes.length >= 4 && bytes[0] !== 0 && bytes[1] === 0 && bytes[2] !== 0 && bytes[3] === 0)
    text = new TextDecoder('utf-16le').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  return looksLikeText(text) ? text.replace(/^\ufeff/, '') : null;
}

/** Text has no NUL and almost no other control characters besides tab, line breaks and form feed. */
function looksLikeText(text: string): boolean {
  let control = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0) return false;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 0xfffd) control++;
  }
  return control <= text.length / 100;
}
