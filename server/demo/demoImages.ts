import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

// The demo school's document images (contract pages, licences), drawn in code so the seed stays
// deterministic and needs no binary files: a coloured frame, a white sheet, grey text lines.

const WIDTH = 120;
const HEIGHT = 160;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The PNG for a seeded object key: the same key always draws the same image. */
export function demoDocumentPng(objectKey: string): Buffer {
  const hash = createHash('sha256').update(objectKey).digest();
  const frame = [hash[0]! & 0x7f, hash[1]! & 0x7f, 0x80 | (hash[2]! & 0x7f)];
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x++) {
      const inSheet = x >= 8 && x < WIDTH - 8 && y >= 8 && y < HEIGHT - 8;
      const line = inSheet && y >= 24 && y % 10 < 3 && x >= 16 && x < WIDTH - 16 - (y % 30);
      const seal = inSheet && (x - 88) ** 2 + (y - 130) ** 2 < 144;
      const colour = seal
        ? [0xd9, 0x30, 0x30]
        : line
          ? [0x99, 0x99, 0x99]
          : inSheet
            ? [0xff, 0xff, 0xff]
            : frame;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Seeded files carry this key prefix; anything else is not ours to redraw. */
export const DEMO_FILE_PREFIX = 'demo/';

export function demoFileBytes(objectKey: string): Buffer | null {
  return objectKey.startsWith(DEMO_FILE_PREFIX) ? demoDocumentPng(objectKey) : null;
}
