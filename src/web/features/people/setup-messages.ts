/** The setup wizard's toast texts (spec/01, organisation setup). */
export const setupMessages = {
  nameRequiredTitle: 'Organisation name required',
  nameRequiredText: 'Please enter your organisation name.',
  selectDomainsTitle: 'Select domains',
  selectDomainsText: 'Please select at least one assessment domain.',
  invalidEmailTitle: 'Invalid email',
  invalidEmailText: 'Please enter a valid email address.',
  duplicateEmailTitle: 'Duplicate email',
  duplicateEmailText: 'This email has already been added.',
  notFound: 'User or organisation not found',
  failedTitle: 'Setup failed',
  failedDefault: 'An error occurred during setup. Please try again.',
  completeTitle: 'Setup complete',
} as const;
