/** Moving a local workspace (decision 0029) into an organisation on the server. */
export const moveMessages = {
  otherOrganisation: (name: string) =>
    `This workspace is already being moved into ${name}. Sign in as an administrator of ${name} to finish the move there.`,
  noWorkspace: 'This browser holds no local workspace to move.',
  verifyFirst: (email: string) =>
    `Please verify your email address first: open the link we sent to ${email}, then come back to this page. Until then CultureLens sends no invitation in your name.`,
  stillUnverified: 'Your email address is not verified yet. Open the link in the email, then check again.',
  answersStay: 'Answers given in the local workspace stay in that browser: the people answer again on CultureLens, each on their own.',
  moved: (name: string) => `This workspace has been moved to ${name} on CultureLens.`,
} as const;
