import { msg } from '@lingui/core/macro';

/** Onboarding and exit surveys (decision 0066): the server's refusals, shown as they are. */
export const lifecycleMessages = {
  audienceFixed: msg`Who answers is fixed once the assessment has opened.`,
  oneRunning: msg`Only one onboarding survey and one exit survey can run at a time: close the running one first.`,
  noCloseDate: msg`An onboarding or exit survey stays open with no close date.`,
};
