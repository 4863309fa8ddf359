/** The platform administrator's question bank (decision 0038): versions of the built-in sets. */
export const questionBankMessages = {
  loadFailed: 'Error loading the question bank',
  setNotFound: 'No such question set',
  noteRequired: 'Say what changed: the note is kept with the version and in the audit log.',
  noteTooLong: (max: number) => `Keep the note under ${max} characters.`,
  noStatements: 'A version needs at least one statement.',
  tooManyStatements: (max: number) => `A version has at most ${max} statements.`,
  domainNotInSet: "Choose one of this set's domains.",
  unknownStatement: 'This statement is not in the version you edited. Reload the set and try again.',
  statementTwice: 'A statement appears twice. Reload the set and try again.',
  unchanged: (version: number) => `Nothing changed: this would be the same as version ${version}.`,
  notNewest: (newest: number) => `Version ${newest} was saved meanwhile. Reload the set to edit the newest version.`,
  saved: (title: string, version: number) =>
    `${title}: version ${version} saved. New assessments of this set ask it; assessments already started keep their version.`,
  saveFailed: 'Failed to save the version.',
} as const;
