/**
 * Export texts (spec/02 §2, §8). The specification names CSV, PDF and presentation exports; its
 * catalogue has texts for the first two, and the presentation's follow their pattern.
 */
export const exportMessages = {
  available: 'Export Available',
  insufficient: 'Insufficient Data',
  notAvailableTitle: 'Export Not Available',
  checkFailed: 'Error checking export availability',
  csvDone: 'CSV Export Complete',
  pdfDone: 'PDF Export Complete',
  presentationDone: 'Presentation Export Complete',
  failedTitle: 'Export failed',
  failedText: (kind: 'CSV' | 'PDF' | 'presentation') => `Failed to generate ${kind} export. Please try again.`,
  /* `size`: the assessment's minimum group size, six or more (decision 0037). */
  privacyNote: (size: number) =>
    `Exports hold only aggregated, anonymised data: no individual answers, and no figure based on fewer than ${size} respondents.`,
  refused: (size: number) =>
    `There is not enough data to export yet: at least one domain, choice question or comment question needs ${size} responses.`,
  commentsNote: (size: number) =>
    `Comments are shown as written, for the whole organisation only, once at least ${size} people's answers are released: in a random order, without teams or times, and with people's names, e-mail addresses and phone numbers masked.`,
  /** Below a CSV with a hidden figure: what its "N/A (Insufficient responses)" means. */
  csvHiddenNote: (hidden: string, size: number) => `${hidden}: fewer than ${size} people answered, so the figure is not exported.`,
  /** A domain the report cannot show. */
  hiddenDomain: (size: number) => `Hidden: fewer than ${size} responses`,
  overallHidden: (size: number) => `Hidden: no domain has ${size} responses yet`,
  choicesFootnote: (size: number) => `For the whole organisation only. Counts are shown once at least ${size} answers chose an option.`,
  moreComments: (count: number) => `${count} more ${count === 1 ? 'comment' : 'comments'} in the CSV export.`,
  noComments: 'No comments to show yet.',
} as const;
