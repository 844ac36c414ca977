/**
 * Where the conversation list scrolls (docs/product.md#the-widget): to the start of its
 * newest message. A list keeps its `scrollTop` within its content, so a message that
 * fits whole, as the visitor's own question does, shows down to the end of the list
 * (the spinner under it included); an answer taller than the list shows from its first
 * line, and while it grows the list follows it only until that line reaches the top, so
 * the visitor reads it from the beginning instead of being carried to its end. Once the
 * visitor scrolls the list themselves, it stays where they put it until the next message.
 */

/** The room left above a message shown from its start (the gap between two messages). */
const messageTopMargin = 12;

/**
 * The `scrollTop` to give the list, or null to leave it where it is. `newestTop` is
 * where the newest message starts in the list's content; `followed` is where the list
 * came to rest when the panel last scrolled it for that same message, or null when the
 * message is new to it (or the panel has just opened).
 */
export function chatScrollTop(scrollTop: number, newestTop: number, followed: number | null): number | null {
  if (followed !== null && Math.abs(scrollTop - followed) > 1) return null;
  return newestTop - messageTopMargin;
}
