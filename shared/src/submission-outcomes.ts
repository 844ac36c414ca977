/**
 * What a form's handler logs as the `outcome` of a request: the stage's metric
 * filters count these exact words (submissions stored per form, honeypot hits),
 * so the handlers and the dashboard read them from here.
 */
export const submissionOutcomes = {
  /** A contact message or job application was written. */
  stored: 'stored',
  /** A newsletter address was written. */
  subscribed: 'subscribed',
  /** A retry of a stored submission: nothing new was written. */
  replayed: 'replayed',
  /** The hidden field was filled (a bot): answered as success, nothing written. */
  honeypot: 'honeypot',
} as const;

/** The outcomes that wrote a new submission. */
export const storedSubmissionOutcomes = [submissionOutcomes.stored, submissionOutcomes.subscribed] as const;
