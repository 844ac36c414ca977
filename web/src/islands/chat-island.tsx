/** Island: the chat assistant, on every page (trigger: see island-definitions.ts). */
export { ChatWidget as default } from '../components/chat/chat-widget.tsx';
