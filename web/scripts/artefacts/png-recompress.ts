/**
 * Re-deflates a PNG's image data harder. resvg's encoder is tuned for speed; the
 * same filtered scanlines deflated at zlib level 7 are about a quarter smaller (a
 * preview card: ~122 KB → ~94 KB) in ~17 ms, and the pixels are untouched. Level 9
 * saves 5% more at 14 times the time (231 ms a card): not worth a slower build.
 * node:zlib does the work on its thread pool, so cards recompress in parallel.
 */
import { promisify } from 'node:util';
import { crc32, deflate, inflate } from 'node:zlib';

const deflateAsync = promisify(deflate);
const inflateAsync = promisify(inflate);

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks of a PNG file, in order. */
export function readPngChunks(png: Buffer): Chunk[] {
  if (!png.subarray(0, 8).equals(signature)) throw new Error('Not a PNG file.');
  const chunks: Chunk[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    chunks.push({
      type: png.toString('latin1', offset + 4, offset + 8),
      data: png.subarray(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

function writeChunk({ type, data }: Chunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(type)), 0);
  return Buffer.concat([head, data, crc]);
}

/** The filtered scanlines of a PNG: its IDAT chunks joined and inflated. */
export async function pngScanlines(png: Buffer): Promise<Buffer> {
  const chunks = readPngChunks(png);
  return inflateAsync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
}

/** The same image with its data deflated at level 7, in one IDAT chunk. */
export async function recompressPng(png: Buffer): Promise<Buffer> {
  const chunks = readPngChunks(png);
  const data = await deflateAsync(await pngScanlines(png), { level: 7, memLevel: 9 });
  const before = chunks.filter((chunk) => chunk.type !== 'IDAT' && chunk.type !== 'IEND');
  return Buffer.concat([
    signature,
    ...before.map(writeChunk),
    writeChunk({ type: 'IDAT', data }),
    writeChunk({ type: 'IEND', data: Buffer.alloc(0) }),
  ]);
}
