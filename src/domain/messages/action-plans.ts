import { msg } from '@lingui/core/macro';

/** Action plans: acting on results, and "you said, we did". */
export const actionPlanMessages = {
  notFound: msg`Action plan not found`,
  sourceNotShown: msg`Plans can only act on results that are shown: choose a shown priority, domain, question or comment theme.`,
  teamNotShown: msg`A team action plan can only be made where the team's results are shown.`,
  onlyOwnTeam: msg`Managers make action plans for their own team.`,
  teamPlanFromDomain: msg`A team action plan acts on one of the team's domains.`,
  ownerNotEligible: msg`The owner must be an active administrator or manager of your organisation.`,
  managerOwnsOwnTeamPlan: msg`A manager's team action plan is owned by the manager.`,
  nothingToChange: msg`Nothing to change.`,
} as const;
