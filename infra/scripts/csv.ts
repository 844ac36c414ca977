/**
 * CSV as RFC 4180 writes it: CRLF after every record, and a field quoted when
 * it holds a comma, a double quote or a line break (its quotes doubled).
 */

/** One field, quoted only when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record, with its CRLF. */
export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
