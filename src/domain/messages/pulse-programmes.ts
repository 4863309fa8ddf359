import { msg } from '@lingui/core/macro';

/** Pulse programmes (decision 0065): short assessments repeated on a schedule. */
export const pulseMessages = {
  notFound: msg`Pulse programme not found`,
  titleRequired: msg`Give the pulse programme a title.`,
  sourceRequired: msg`Choose the questions: an assessment with questions of its own, or a built-in set.`,
  templateNotFound: msg`Choose an assessment of your organisation with questions of its own.`,
  templateHasNoQuestions: msg`The chosen assessment has no questions yet.`,
  cadence: msg`Choose how often it runs: monthly or quarterly.`,
  openDays: (max: number) => msg`A run stays open from 1 to ${max} days.`,
  rotationSize: (max: number) => msg`Each run asks from 1 to ${max} questions.`,
  firstRunAt: msg`Choose when the first run opens.`,
  firstRunInPast: msg`The first run cannot open in the past.`,
  runStillOpen: msg`The current run is still open: close it before starting the next one.`,
  paused: msg`The programme is paused: resume it first.`,
} as const;
