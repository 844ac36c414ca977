/**
 * What the CDK app, the local stack, the staff scripts (infra/) and the bench take
 * from the API besides its handlers (`@ferrum/lambdas/handlers/*`): the
 * chat's configuration names, guardrail policy and spend table; the prompt, its
 * parts, rules and hand-off tool (whose size the cache and the cost figures need),
 * an answer's cost as the spend counter counts it, and the Bedrock client; Lambda's
 * response streaming played locally; the staff
 * notifier, its window table and the digest sender the local stack runs; the newsletter list the export script reads.
 * Everything else in lambdas/ is private to it (the linter holds this).
 */
export { createBedrockClient } from './chat/bedrock-responder.ts';
export { chatEnvironmentVariables } from './chat/chat-config.ts';
export { deniedTopics, guardrailMarkers } from './chat/guardrail.ts';
export { handoffTool } from './chat/handoff-tool.ts';
export { answerCostUsd, spendTable } from './chat/spend-counter.ts';
export {
  assistantRules,
  datedSystemPrompt,
  siteContentPrompt,
  stableSystemPrompt,
  systemRules,
} from './chat/system-prompt.ts';
export {
  installResponseStreaming,
  invokeStreamingHandler,
  isStreamingHandler,
  runtimeGlobalScript,
  type StreamedResponseMetadata,
} from './local/response-streaming.ts';
export { notificationTopicVariable } from './notifications/notifier-config.ts';
export {
  noticeWindowKeys,
  noticeWindowTableName,
  noticeWindowVariables,
  type NoticeWindowSettings,
} from './notifications/notice-window.ts';
export { createWindowTableClient, noticeWindows, noticeWindowTableInput } from './notifications/notice-windows.ts';
export { createSubmissionNotifier, type NoticePublisher } from './notifications/notify-submissions.ts';
export { createDigestSender } from './notifications/send-digests.ts';
export type { StaffNotice } from './notifications/submission-notice.ts';
export { ensureUnsubscribeToken, listSubscriptions } from './newsletter/subscriptions.ts';
