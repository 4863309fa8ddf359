import { msg } from '@lingui/core/macro';
/*
 * What the close dialog says will happen to answers not yet in the results. No count of people
 * waiting: it would move with each completion and tell an administrator who had just answered
 * (decision 0026). The rule, the choices that keep anonymity, and what each costs.
 */
export const closingMessages = {
  /** The organisation releases answers only at close. */
  heldUntilClose: (size: number) =>
    msg`Closing releases everyone's completed answers together, if at least ${size} people completed. With fewer, none can be shown: their answers are deleted unread.`,
  /** Answers join the results at update times. */
  atUpdates: (size: number) =>
    msg`Completed answers join the results in groups of at least ${size}, at each update. When it closes, the answers completed since the last update are released if at least ${size} are waiting; fewer are deleted unread, because released on their own they would show what those people answered.`,
  /** The choice that gives waiting answers more time. */
  closeAtNextUpdate: (when: string) =>
    msg`To give them a better chance, close at the next update, ${when}: people can still complete until then, and everyone waiting then is released together if they are enough.`,
  closeNowButton: msg`Close now`,
  closeAtNextUpdateButton: msg`Close at the next update`,
  closeScheduledTitle: msg`Close date set`,
  closeScheduledText: (when: string) => msg`The assessment closes by itself at ${when}.`,
} as const;
