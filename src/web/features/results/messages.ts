import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';

// The dashboard's catalogue texts (spec/02 §8), verbatim. They belong with the other catalogue
// texts in src/domain/messages.ts; they live here until that module takes them over.

/** Load failures and empty states of the dashboards. */
export const dashboardMessages = {
  loadFailedTitle: 'Error loading dashboard',
  loadFailedText: 'Failed to load dashboard data. Please try again.',
  teamLoadFailedTitle: 'Error loading team data',
  teamLoadFailedText: 'Failed to load team dashboard data. Please try again.',
  noAssessmentTitle: 'No Assessment Data',
  noAssessmentText: 'No active assessment found for your organisation.',
  noTeamMembersTitle: 'No Team Members',
  noTeamMembersText: "You don't have any team members assigned to you yet.",
  noTeamDataTitle: 'No Team Data',
  noTeamDataText: 'No team members found or no active assessment.',
} as const;

export type AnonymityContext = 'dashboard' | 'team' | 'assessment' | 'default';

/**
 * The anonymity messages with the live count of responses. `threshold` is the one the server
 * reported (always 6 today), so the text cannot disagree with the rule that was applied.
 */
export function anonymityMessage(context: AnonymityContext, responses: number, threshold = ANONYMITY_THRESHOLD): string {
  const current = `Currently have ${responses} responses.`;
  switch (context) {
    case 'dashboard':
      return `Invite at least ${threshold} people to unlock dashboards and analytics. ${current}`;
    case 'team':
      return `Your team needs at least ${threshold} responses to view aggregated insights. ${current}`;
    case 'assessment':
      return `This assessment needs at least ${threshold} responses to show results. ${current}`;
    case 'default':
      return `Need ${threshold} responses to view data. ${current}`;
  }
}

/** What a hidden domain, question or cell says instead of a number. */
export function fewerThanText(threshold = ANONYMITY_THRESHOLD): string {
  return `Fewer than ${threshold} responses`;
}
