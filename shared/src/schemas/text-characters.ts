/**
 * Which characters a form's text may hold (docs/product.md#validation-rules,
 * docs/decisions/025-text-fields-hold-text.md): the tests behind the field rules of
 * ./fields.ts. Written as regular expressions with the `u` flag, which every browser
 * the site supports runs (`String.prototype.isWellFormed` is ES2024, newer than the
 * site's baseline and the project's TypeScript lib).
 */

/**
 * A lone surrogate: half of a pair, which no keyboard types and no encoding can carry
 * (it becomes U+FFFD on its way to UTF-8). With the `u` flag a paired surrogate is one
 * code point outside this range, so only a lone half matches: the test is `!isWellFormed()`.
 */
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** U+FFFD, the replacement character: it stands for bytes that were not text, never for something typed. */
const replacementCharacter = /\uFFFD/u;

/** Line breaks: LF, CR, vertical tab, form feed, next line, line and paragraph separators. */
const lineBreak = /[\n\r\v\f\u0085\u2028\u2029]/u;

/** Control characters (Cc) other than tab and the line breaks: NUL, ESC, DEL and the rest. */
const controlCharacter = /[^\P{Cc}\t\n\r\v\f\u0085]/u;

/**
 * The bidi embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI):
 * they reorder how the text around them reads, so "Invoice \u202Etxt.exe paid" reads
 * "Invoice diap exe.txt" (Trojan Source, CVE-2021-42574). Left-to-right and
 * right-to-left marks only steer neutral characters, and people who write Arabic or
 * Hebrew type them.
 */
const directionControl = /[\u202A-\u202E\u2066-\u2069]/u;

/** Unicode format characters (Cf): zero-width spaces and joiners, soft hyphen, BOM, direction marks... */
const formatCharacters = /\p{Cf}/gu;

/** A letter of any script (L). */
const letter = /\p{L}/u;

/** True when `text` holds no lone surrogate: what every string field of the API asks. */
export function isWellFormed(text: string): boolean {
  return !loneSurrogate.test(text);
}

/** True when `text` holds only text: no lone surrogate, no U+FFFD, no control character but tab and line breaks. */
export function isText(text: string): boolean {
  return isWellFormed(text) && !replacementCharacter.test(text) && !controlCharacter.test(text);
}

/** True when `text` holds no line break. */
export function isOneLine(text: string): boolean {
  return !lineBreak.test(text);
}

/** True when `text` holds no bidi embedding, override or isolate. */
export function keepsDirection(text: string): boolean {
  return !directionControl.test(text);
}

/** True when `text` holds a letter of any script. */
export function hasLetter(text: string): boolean {
  return letter.test(text);
}

/** `text` without its format characters (Cf), which are invisible, so a visitor never has to find one. */
export function withoutFormatCharacters(text: string): string {
  return text.replace(formatCharacters, '');
}
