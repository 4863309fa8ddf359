import { msg, select } from '@lingui/core/macro';

/** An administrator's texts about starting, scheduling, pausing and closing assessments (spec/02 §4, §8). */
export const assessmentAdministrationMessages = {
  alreadyInStatus: (status: 'open' | 'paused' | 'closed') =>
    msg`The assessment is already ${select(status, { open: 'open', paused: 'paused', closed: 'closed', other: status })}.`,
  statusUpdatedTitle: msg`Assessment status updated`,
  statusUpdatedText: (status: 'open' | 'paused' | 'closed') =>
    msg`Assessment has been ${select(status, { open: 'opened', paused: 'paused', closed: 'closed', other: status })}.`,
  statusFailedTitle: msg`Failed to update status`,
  statusFailedText: msg`Could not update assessment status. Please try again.`,
  closedCannotReopen: msg`A closed assessment stays closed, so its results stay fixed. Start a new wave to ask again.`,
  createFailed: msg`Failed to create assessment.`,
  createFailedTitle: msg`Failed to create assessment`,
  createdTitle: msg`Assessment started`,
  createdText: (title: string) => msg`"${title}" is open: people in your organisation can answer it now.`,
  setNotSelected: msg`Your organisation has not selected this assessment category. Add it in the setup wizard first.`,
  closeDateInvalid: msg`The close date must be a date and time.`,
  closeDateInPast: msg`The close date must be in the future.`,
  closeDateOfClosed: msg`This assessment is already closed, so its close date cannot change.`,
  closeDateBeforeOpenDate: msg`The close date must be after the open date.`,
  openDateInvalid: msg`The open date must be a date and time.`,
  openDateInPast: msg`The open date must be in the future. To open the assessment now, use Open.`,
  openDateRequired: msg`A scheduled assessment needs an open date. To open it now, use Open.`,
  openDateOfOpened: msg`This assessment is no longer waiting to open, so its open date cannot change.`,
  scheduledCannotPauseOrClose: msg`This assessment has not opened yet, so it cannot be paused or closed. Open it now, or change its open date.`,
  scheduledTitle: msg`Assessment scheduled`,
  scheduledText: (title: string, opensOn: string) => msg`"${title}" opens on ${opensOn}: people in your organisation are told then.`,
} as const;
