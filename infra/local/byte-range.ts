/**
 * A `Range` request header read as S3 reads it behind CloudFront: one range of
 * bytes or nothing. A header S3 cannot read (`bytes=-`, `bytes=5-2`, several
 * ranges, another unit) is ignored and the whole object goes out with 200; a
 * range that starts at or past the end cannot be satisfied (416).
 */

/** The bytes to send, inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range `header` asks of an object of `size` bytes: undefined when there is
 * none to honour (no header, or one S3 ignores), `'unsatisfiable'` for a 416.
 */
export function requestedByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // The last N bytes (the whole object when it is shorter); none at all is no range.
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
