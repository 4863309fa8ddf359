import { msg } from '@lingui/core/macro';
/** Deleting an assessment nobody could answer yet: a draft, or one scheduled to open later. */
export const assessmentDeletionMessages = {
  onlyBeforeOpening: msg`Only a draft or a scheduled assessment can be deleted: once an assessment has opened, people may have answered it. Close it instead.`,
  confirmTitle: msg`Delete this assessment?`,
  confirmText: (title: string) =>
    msg`"${title}" has not opened, so nobody has answered it. Deleting it removes it and its questions for good.`,
  deleted: msg`Assessment deleted`,
  failed: msg`The assessment could not be deleted. Please try again.`,
} as const;
