/**
 * Page-to-chat signal: anything on the site (the contact page's Live Chat
 * button) can ask the floating chat assistant to open, without importing it.
 * The chat widget listens for this window event.
 */
export const OPEN_CHAT_EVENT = 'ferrum:open-chat';

/** Asks the chat assistant to open (and focus its input). */
export function requestOpenChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}
