/**
 * Words and reading time of an article. 230 words a minute is a common figure
 * for adults reading non-fiction on a screen; a table slows a reader down, but we
 * count its words like any others rather than guess by how much.
 */

const wordsPerMinute = 230;

/** The words of `text`: runs of letters or digits, with inner apostrophes, hyphens, dots and slashes. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’./-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes to read `words` words: at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}
