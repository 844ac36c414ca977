import { renderAsync } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { pngScanlines, readPngChunks, recompressPng } from './png-recompress.ts';

/** A gradient: the smooth kind of image resvg's quick encoder leaves room to shrink. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">
  <defs><radialGradient id="g" cx="0.2" cy="0"><stop offset="0" stop-color="#dc2626"/><stop offset="1" stop-color="#070b14"/></radialGradient></defs>
  <rect width="300" height="200" fill="url(#g)"/><circle cx="200" cy="100" r="40" fill="#f87171"/>
</svg>`;

describe('PNG recompression', () => {
  it('keeps every pixel and makes the file smaller', async () => {
    const original = (await renderAsync(svg)).asPng();
    const smaller = await recompressPng(original);
    expect(await pngScanlines(smaller)).toEqual(await pngScanlines(original));
    expect(smaller.length).toBeLessThan(original.length);
  });

  it('writes a file a PNG decoder reads back to the same pixels', async () => {
    const original = await renderAsync(svg);
    const smaller = await recompressPng(original.asPng());
    const embedded = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><image width="300" height="200" href="data:image/png;base64,${smaller.toString('base64')}"/></svg>`;
    const decoded = await renderAsync(embedded);
    expect(decoded.pixels.equals(original.pixels)).toBe(true);
  });

  it('writes a well-formed file: the header first, one data chunk, the end last', async () => {
    const chunks = readPngChunks(await recompressPng((await renderAsync(svg)).asPng()));
    expect(chunks[0]!.type).toBe('IHDR');
    expect(chunks.filter((chunk) => chunk.type === 'IDAT')).toHaveLength(1);
    expect(chunks.at(-1)).toMatchObject({ type: 'IEND' });
  });

  it('refuses a file that is not a PNG', () => {
    expect(() => readPngChunks(Buffer.from('GIF89a'))).toThrow('Not a PNG file.');
  });
});
