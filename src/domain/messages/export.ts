import { msg, plural, select } from '@lingui/core/macro';
/**
 * Export texts (spec/02 §2, §8). The specification names CSV, PDF and presentation exports; its
 * catalogue has texts for the first two, and the presentation's follow their pattern.
 */
export const exportMessages = {
  available: msg`Export Available`,
  insufficient: msg`Insufficient Data`,
  notAvailableTitle: msg`Export Not Available`,
  checkFailed: msg`Error checking export availability`,
  csvDone: msg`CSV Export Complete`,
  pdfDone: msg`PDF Export Complete`,
  presentationDone: msg`Presentation Export Complete`,
  failedTitle: msg`Export failed`,
  failedText: (kind: 'CSV' | 'PDF' | 'presentation') =>
    msg`Failed to generate ${select(kind, { CSV: 'CSV', PDF: 'PDF', presentation: 'presentation', other: kind })} export. Please try again.`,
  /* `size`: the assessment's minimum group size, six or more (decision 0037). */
  privacyNote: (size: number) =>
    msg`Exports hold only aggregated, anonymised data: no individual answers, and no figure based on fewer than ${size} respondents.`,
  refused: (size: number) =>
    msg`There is not enough data to export yet: at least one domain, choice question or comment question needs ${size} responses.`,
  commentsNote: (size: number) =>
    msg`Comments are shown as written, for the whole organisation only, once at least ${size} people's answers are released: in a random order, without teams or times, and with people's names, e-mail addresses and phone numbers masked.`,
  /** Below a CSV with a hidden figure: what its "N/A (Insufficient responses)" means. */
  csvHiddenNote: (hidden: string, size: number) => msg`${hidden}: fewer than ${size} people answered, so the figure is not exported.`,
  /** A domain the report cannot show. */
  hiddenDomain: (size: number) => msg`Hidden: fewer than ${size} responses`,
  overallHidden: (size: number) => msg`Hidden: no domain has ${size} responses yet`,
  choicesFootnote: (size: number) => msg`For the whole organisation only. Counts are shown once at least ${size} answers chose an option.`,
  moreComments: (count: number) => msg`${plural(count, { one: '# more comment', other: '# more comments' })} in the CSV export.`,
  noComments: msg`No comments to show yet.`,
  choiceAnswers: (answers: number) => msg`${plural(answers, { one: '# answer.', other: '# answers.' })}`,
  choiceAnswersAndPreferNot: (answers: number, preferNotToSay: number) =>
    msg`${plural(answers, { one: '# answer', other: '# answers' })}; ${preferNotToSay} preferred not to say.`,
} as const;
