/** Texts of the assessment builder at /create-assessment (issue #17): writing, saving and opening a draft. */
export const assessmentBuilderMessages = {
  noQuestions: 'Add at least one question to save or open the assessment.',
  checkFields: (count: number) =>
    count === 1 ? 'One field needs your attention before saving.' : `${count} fields need your attention before saving.`,
  domainRequired: 'Each question needs a domain',
  savedTitle: 'Draft saved',
  savedText: (title: string) => `"${title}" is saved as a draft. Nobody can answer it until you open it.`,
  openedTitle: 'Assessment opened',
  openedText: (title: string) => `"${title}" is open: everyone in your organisation can answer it now.`,
  openConfirmTitle: 'Open this assessment?',
  openConfirmText:
    'Once it opens, everyone in your organisation can answer it. Its questions can no longer change, from the moment you open or schedule it.',
  closeDateNotSetTitle: 'Close date not set',
  closeDateNotSetText: 'The close date could not be set. Set it from the assessment on your dashboard.',
  unsavedChanges: 'You have changes that are not saved yet.',
  moved: (position: number, total: number, text: string) => `Question moved to position ${position} of ${total}: ${text}`,
  removed: (text: string) => `Question removed: ${text}`,
  added: (position: number) => `Question ${position} added.`,
  emptyQuestion: '(no text yet)',
  loadFailed: 'Could not load the assessment.',
} as const;
