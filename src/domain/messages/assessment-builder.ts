import { msg, plural } from '@lingui/core/macro';
/** Texts of the assessment builder at /create-assessment (issue #17): writing, saving and opening a draft. */
export const assessmentBuilderMessages = {
  noQuestions: msg`Add at least one question to save or open the assessment.`,
  checkFields: (count: number) =>
    msg`${plural(count, { one: 'One field needs your attention before saving.', other: '# fields need your attention before saving.' })}`,
  domainRequired: msg`Each question needs a domain`,
  savedTitle: msg`Draft saved`,
  savedText: (title: string) => msg`"${title}" is saved as a draft. Nobody can answer it until you open it.`,
  openedTitle: msg`Assessment opened`,
  openedText: (title: string) => msg`"${title}" is open: everyone in your organisation can answer it now.`,
  openConfirmTitle: msg`Open this assessment?`,
  openConfirmText: msg`Once it opens, everyone in your organisation can answer it. Its questions can no longer change, from the moment you open or schedule it.`,
  closeDateNotSetTitle: msg`Close date not set`,
  closeDateNotSetText: msg`The close date could not be set. Set it from the assessment on your dashboard.`,
  unsavedChanges: msg`You have changes that are not saved yet.`,
  moved: (position: number, total: number, text: string) => msg`Question moved to position ${position} of ${total}: ${text}`,
  removed: (text: string) => msg`Question removed: ${text}`,
  added: (position: number) => msg`Question ${position} added.`,
  emptyQuestion: msg`(no text yet)`,
  loadFailed: msg`Could not load the assessment.`,
} as const;
