import { msg } from '@lingui/core/macro';
/** The platform administrator's question bank (decision 0038): versions of the built-in sets. */
export const questionBankMessages = {
  loadFailed: msg`Error loading the question bank`,
  setNotFound: msg`No such question set`,
  noteRequired: msg`Say what changed: the note is kept with the version and in the audit log.`,
  noteTooLong: (max: number) => msg`Keep the note under ${max} characters.`,
  noStatements: msg`A version needs at least one statement.`,
  tooManyStatements: (max: number) => msg`A version has at most ${max} statements.`,
  domainNotInSet: msg`Choose one of this set's domains.`,
  unknownStatement: msg`This statement is not in the version you edited. Reload the set and try again.`,
  statementTwice: msg`A statement appears twice. Reload the set and try again.`,
  unchanged: (version: number) => msg`Nothing changed: this would be the same as version ${version}.`,
  notNewest: (newest: number) => msg`Version ${newest} was saved meanwhile. Reload the set to edit the newest version.`,
  saved: (title: string, version: number) =>
    msg`${title}: version ${version} saved. New assessments of this set ask it; assessments already started keep their version.`,
  saveFailed: msg`Failed to save the version.`,
} as const;
