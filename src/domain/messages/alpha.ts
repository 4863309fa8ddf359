import { msg } from '@lingui/core/macro';
/** Moving a local workspace (decision 0029) into an organisation on the server. */
export const moveMessages = {
  otherOrganisation: (name: string) =>
    msg`This workspace is already being moved into ${name}. Sign in as an administrator of ${name} to finish the move there.`,
  noWorkspace: msg`This browser holds no local workspace to move.`,
  verifyFirst: (email: string) =>
    msg`Please verify your email address first: open the link we sent to ${email}, then come back to this page. Until then CultureLens sends no invitation in your name.`,
  stillUnverified: msg`Your email address is not verified yet. Open the link in the email, then check again.`,
  answersStay: msg`Answers given in the local workspace stay in that browser unless you import them after the move, as a closed wave of their own: the people answer again on CultureLens, each on their own.`,
  moved: (name: string) => msg`This workspace has been moved to ${name} on CultureLens.`,
} as const;

/** Importing a local workspace's answers into one closed assessment on the server, as one release (decision 0029). */
export const answerImportMessages = {
  tooFew: (threshold: number) => msg`An import needs the answers of at least ${threshold} people: fewer could be told apart.`,
  tooMany: (most: number) => msg`An import holds at most ${most} people's answers.`,
  countMismatch: (respondents: number, sheets: number) =>
    msg`The import names ${respondents} respondents but holds ${sheets} answer sheets: each respondent is exactly one sheet.`,
  unknownQuestion: msg`An answer sheet answers a question that is not in this assessment's question set.`,
  incompleteSheet: msg`Every answer sheet must answer every question of the set, with a value from 1 to 5 or "Prefer not to say".`,
  notForImport: msg`Answers can be imported only into an assessment created for them, which nobody answers on CultureLens: imported answers are never mixed with people's answers.`,
  answeredHere: msg`People have answered this assessment on CultureLens: imported answers are never mixed with people's answers.`,
  alreadyImported: msg`Answers have already been imported into this assessment. Each import gets an assessment of its own.`,
  noDates: msg`An assessment for imported answers is closed from the start: it takes no open or close date.`,
  explained: msg`You may bring the answers given here along. Each assessment's answers become one closed wave of its own on CultureLens, with results like any other. They are kept apart from the answers people give on CultureLens, which never join them: you saw these answers being given, so mixed with others they could reveal someone.`,
  sheets: (respondents: number, title: string) =>
    msg`${respondents} people's answers, released in this workspace, become the closed wave "${title}". Answers still waiting for a group of six stay here.`,
  imported: (respondents: number) => msg`Imported: ${respondents} people's answers are on CultureLens.`,
  failed: msg`The answers could not be imported. Please try again: they are never imported twice.`,
  /** Where results show a response rate: imported answers are not a share of the organisation's people. */
  answeredLocally: msg`Answered locally`,
  participation: (respondents: number) => msg`${respondents} people's answers imported from a local workspace`,
} as const;
