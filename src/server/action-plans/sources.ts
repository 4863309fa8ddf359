import type { CreateActionPlanRequest } from '#domain/api/action-plans.ts';
import { actionPlanMessages } from '#domain/messages/action-plans.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { assessmentResults, teamResults } from '#server/results/index.ts';
import { listRoadmapItems } from '#server/roadmap/index.ts';

/**
 * The domain a new plan belongs to, once its source is found among the results shown to the
 * organisation (or, for a team plan, to the team): a plan is made only on what is shown, so its
 * existence says nothing about a figure that is hidden.
 */
export async function domainOfSource(
  context: ServerContext,
  actor: OrganisationActor,
  input: Pick<CreateActionPlanRequest, 'assessmentId' | 'source' | 'sourceRef'> & { teamManagerId: string | null },
): Promise<string | null> {
  const { assessmentId, source, sourceRef, teamManagerId } = input;
  if (teamManagerId !== null) {
    if (source !== 'domain') throw new AppError('bad_request', actionPlanMessages.teamPlanFromDomain);
    const teams = await teamResults(context, actor, { assessmentId });
    const team = teams.find((candidate) => candidate.managerId === teamManagerId);
    const shown = team?.canShowStats === true && team.domains.some((domain) => domain.domain === sourceRef && domain.canShow);
    if (!shown) throw new AppError('conflict', actionPlanMessages.teamNotShown);
    return sourceRef;
  }
  const results = await assessmentResults(context, actor, { assessmentId });
  const notShown = () => new AppError('conflict', actionPlanMessages.sourceNotShown);
  switch (source) {
    case 'priority': {
      const items = await listRoadmapItems(context, actor, { assessmentId, locale: 'en' });
      const item = items.find((candidate) => candidate.id === sourceRef);
      if (!item) throw notShown();
      return item.domain;
    }
    case 'domain': {
      if (!results.domains.some((domain) => domain.domain === sourceRef && domain.canShow)) throw notShown();
      return sourceRef;
    }
    case 'question': {
      const cell = results.heatMap.find((candidate) => candidate.questionId === sourceRef && candidate.canShow);
      if (!cell) throw notShown();
      return cell.domain;
    }
    case 'theme': {
      const themes = results.comments.flatMap((question) => question.themes.map((theme) => theme.term));
      if (!themes.includes(sourceRef)) throw notShown();
      return null;
    }
  }
}
