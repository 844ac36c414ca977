/** Ids of an opening's application dialog and its title, shared by the button, the dialog and the form. */
export const applicationDialogId = (jobId: string) => `apply-${jobId}`;
export const applicationTitleId = (jobId: string) => `apply-${jobId}-title`;
export const applicationDescriptionId = (jobId: string) => `apply-${jobId}-description`;
