/**
 * Whether a file's first bytes are the image its declared type says. Storage never reads the bytes
 * (docs/permissions.md, "Uploads are what they claim"): a file declared image/png is served as
 * image/png whatever it holds, which no browser runs as a page; this check, before upload, keeps
 * honest mistakes (and HTML named logo.png) out and says what is wrong.
 */
const SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/gif': (head) => startsWith(head, [0x47, 0x49, 0x46, 0x38]),
  // RIFF, four bytes of length, WEBP.
  'image/webp': (head) =>
    startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8),
};

function startsWith(head: Uint8Array, bytes: number[], at = 0) {
  return bytes.every((byte, i) => head[at + i] === byte);
}

export function imageBytesMatch(type: string, head: Uint8Array): boolean {
  return SIGNATURES[type]?.(head) ?? false;
}

/** Reads the file's first 12 bytes and checks them against its declared type. */
export async function isDeclaredImage(file: Blob): Promise<boolean> {
  return imageBytesMatch(file.type, new Uint8Array(await file.slice(0, 12).arrayBuffer()));
}
