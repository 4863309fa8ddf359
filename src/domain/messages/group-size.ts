import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { listIn } from '../list-format.ts';
/*
 * Texts that name the minimum group size. Each assessment keeps the size it opened with, six or
 * more (decision 0037), so every text here is a function of the assessment's own size.
 */

/** Why results change only at release times, for an assessment whose releases hold `size` people or more. */
export const releaseTimesExplanation = (size: number) =>
  msg`Answers join the results at fixed update times, never at the moment someone answers, and only in groups of at least ${size} people: comparing results over time cannot single anyone out, or tell who has answered.`;

/** Why a team shows nothing, without saying how many of its members answered. */
export const hiddenTeamExplanation = (size: number) =>
  msg`A team's results appear once at least ${size} of its members' answers are released, and only where they cannot be combined with other results to single anyone out.`;

/**
 * Why some figures stand still after an update: the items named (domains, questions) gained
 * fewer than `size` new answers, because people preferred not to say or left them out. The items
 * are listed as the reader's language lists them (`i18n`).
 */
export const answersWaitingExplanation = (size: number, items: readonly string[], i18n: I18n) => {
  const count = items.length;
  const figures = listIn(i18n, items, 'entries');
  return count === 1
    ? msg`One figure shows results from before the latest update: ${figures}. Fewer than ${size} new answers to it have come in (people may prefer not to say or leave a question out), and a figure moves only by ${size} or more new answers, so that no change can be one person's answer. The answers already given are kept and counted once more arrive.`
    : msg`${count} figures show results from before the latest update: ${figures}. Fewer than ${size} new answers to each have come in (people may prefer not to say or leave a question out), and a figure moves only by ${size} or more new answers, so that no change can be one person's answer. The answers already given are kept and counted once more arrive.`;
};
