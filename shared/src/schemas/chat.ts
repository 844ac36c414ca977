/**
 * The chat assistant's call (docs/product.md#chat-call): `POST /api/chat`.
 * The request carries the conversation; the reply keeps the original shape
 * `{id, content:[{type:"text", text}]}`, with ids starting `error-` for problems
 * of the AI service that the visitor should see as "AI Service Issue".
 */
import './zod-config.ts';
import * as z from 'zod';
import { isChatHandoff, type ChatHandoff } from '../chat-handoff.ts';
import { isWellFormed } from './text-characters.ts';

export * from '../chat-handoff.ts';

export const chatRoles = ['user', 'assistant'] as const;

export type ChatRole = (typeof chatRoles)[number];

/**
 * Limits of one request. The original brief left them open; these keep a
 * model call small and cheap while leaving room for a real conversation. The
 * widget sends only the newest messages that fit (see the web's chat history).
 */
export const chatLimits = {
  /** Messages per request, oldest dropped first by the widget. */
  maxMessages: 20,
  /** Characters per message (the widget's input has the same `maxLength`). */
  maxMessageLength: 2000,
  /** Characters of the optional `websiteContext`; accepted for compatibility with the original call, never used. */
  maxWebsiteContextLength: 10_000,
} as const;

export const chatValidationMessages = {
  role: 'Role must be "user" or "assistant"',
  contentEmpty: 'Message must not be empty',
  /** A lone surrogate: no keyboard types one, and no model call could carry it. */
  contentNotText: 'Each message must be text',
  contentTooLong: `Each message must be at most ${chatLimits.maxMessageLength.toLocaleString('en-US')} characters`,
  noMessages: 'Send at least one message',
  tooManyMessages: `Send at most ${chatLimits.maxMessages} messages`,
  firstFromUser: 'The conversation must start with a user message',
  lastFromUser: 'The last message must be from the user',
  alternating: 'Messages must alternate between user and assistant',
  websiteContext: `Website context must be text of at most ${chatLimits.maxWebsiteContextLength.toLocaleString('en-US')} characters`,
} as const;

export const chatMessageSchema = z.object({
  role: z.enum(chatRoles, { error: chatValidationMessages.role }),
  content: z
    .string({ error: chatValidationMessages.contentEmpty })
    .refine(isWellFormed, chatValidationMessages.contentNotText)
    .trim()
    .min(1, chatValidationMessages.contentEmpty)
    .max(chatLimits.maxMessageLength, chatValidationMessages.contentTooLong),
});

export type ChatMessage = z.output<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema, { error: chatValidationMessages.noMessages })
    .min(1, chatValidationMessages.noMessages)
    .max(chatLimits.maxMessages, chatValidationMessages.tooManyMessages)
    .superRefine((messages, context) => {
      // The model needs a user turn first and last, and turns that alternate.
      if (messages[0]?.role !== 'user')
        context.addIssue({ code: 'custom', message: chatValidationMessages.firstFromUser });
      else if (messages.at(-1)?.role !== 'user')
        context.addIssue({ code: 'custom', message: chatValidationMessages.lastFromUser });
      else if (messages.some((message, index) => index > 0 && message.role === messages[index - 1]?.role))
        context.addIssue({ code: 'custom', message: chatValidationMessages.alternating });
    }),
  /** The original call lets the browser send a company description; the server owns the real one and ignores this. */
  websiteContext: z
    .string({ error: chatValidationMessages.websiteContext })
    .max(chatLimits.maxWebsiteContextLength, chatValidationMessages.websiteContext)
    .refine(isWellFormed, chatValidationMessages.websiteContext)
    .optional(),
});

/** What the widget sends. */
export type ChatRequestInput = z.input<typeof chatRequestSchema>;
/** What the API works with: messages trimmed. */
export type ChatRequest = z.output<typeof chatRequestSchema>;

/** One part of a reply; only text parts exist. */
export interface ChatContentPart {
  type: 'text';
  text: string;
}

/** `POST /api/chat` answer (200), also for AI-service problems (id starting `error-`). */
export interface ChatResponse {
  id: string;
  content: ChatContentPart[];
  /** Present when the answer offers to hand the visitor to the team. */
  handoff?: ChatHandoff;
}

/** Prefix of a reply id that reports a problem of the AI service (docs/product.md#chat-messages). */
export const chatErrorIdPrefix = 'error-';

/** The kinds of AI-service problem, each the middle of an error id: `error-throttled-<uuid>`. */
export const chatErrorKinds = [
  'throttled',
  'access-denied',
  'model-unavailable',
  'invalid-request',
  'timeout',
  'unavailable',
  'empty',
] as const;

export type ChatErrorKind = (typeof chatErrorKinds)[number];

/** True when the reply reports an AI-service problem: the page shows it and toasts "AI Service Issue". */
export function isChatErrorReply(reply: Pick<ChatResponse, 'id'>): boolean {
  return reply.id.startsWith(chatErrorIdPrefix);
}

/** The reply's text parts joined with newlines, as the assistant message shows it (docs/product.md#chat-call). */
export function chatReplyText(reply: Pick<ChatResponse, 'content'>): string {
  return reply.content
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n');
}

/** True for a value shaped like a `ChatResponse` (the browser checks answers without pulling in a schema). */
export function isChatResponse(value: unknown): value is ChatResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { id, content, handoff } = value as { id?: unknown; content?: unknown; handoff?: unknown };
  return (
    typeof id === 'string' &&
    (handoff === undefined || isChatHandoff(handoff)) &&
    Array.isArray(content) &&
    content.every(
      (part: unknown) =>
        typeof part === 'object' &&
        part !== null &&
        (part as { type?: unknown }).type === 'text' &&
        typeof (part as { text?: unknown }).text === 'string',
    )
  );
}
