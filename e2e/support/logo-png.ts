import { crc32, deflateSync } from 'node:zlib';

type Band = { hex: string; rows: number };

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid PNG of horizontal colour bands: a logo whose colours a test knows. */
export function bandedPng(bands: readonly Band[], width = 64): Buffer {
  const height = bands.reduce((sum, band) => sum + band.rows, 0);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows: Buffer[] = [];
  for (const band of bands) {
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(band.hex.slice(at, at + 2), 16));
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) row.set([r ?? 0, g ?? 0, b ?? 0], 1 + x * 3);
    for (let y = 0; y < band.rows; y++) rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
