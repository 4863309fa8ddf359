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
  privacyNote: 'Exports hold only aggregated, anonymised data: no individual answers, and no figure based on fewer than 6 respondents.',
  refused: 'There is not enough data to export yet: at least one domain, choice question or comment question needs 6 responses.',
  commentsNote:
    "Comments are shown as written, for the whole organisation only, once at least 6 people's answers are released: in a random order, without teams or times, and with people's names, e-mail addresses and phone numbers masked.",
  moreComments: (count: number) => `${count} more ${count === 1 ? 'comment' : 'comments'} in the CSV export.`,
  noComments: 'No comments to show yet.',
} as const;
