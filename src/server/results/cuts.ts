import type { MessageDescriptor } from '@lingui/core';
import type { CutGroup, ResultsCuts } from '#domain/api/results-cuts.ts';
import type { DomainScore } from '#domain/api/results.ts';
import type { Locale } from '#domain/locales.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { can } from '#domain/permissions.ts';
import { employmentTypeLabels, tenureBandLabels } from '#domain/person-attributes.ts';
import { domainsOfAssessment, findAssessment, previousClosedWave, questionsOf } from '#server/assessments/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { inRequestLanguage } from '#server/i18n/index.ts';
import { latestPublicationPart } from '#server/releases/index.ts';
import { hasOpened, publicationFrom, publicDomainScore } from './published.ts';
import { changeBetween } from '#domain/trends.ts';
import { organisationChart } from './queries.ts';
import { attributeDefinitionsOf } from '#server/people/index.ts';
import { countsByGroup } from './cut-counts.ts';
import { cutId } from '#domain/cut-plan.ts';

const valueLabels: Record<string, Record<string, MessageDescriptor>> = { tenure: tenureBandLabels, employmentType: employmentTypeLabels };

const byLabel = (a: CutGroup, b: CutGroup) => (a.team?.name ?? '').localeCompare(b.team?.name ?? '') || a.label.localeCompare(b.label);

/**
 * Results broken down by attribute (decision 0064): each attribute value's domain scores and
 * each team's people with it, exactly as the publication holds them (what the overlap auditor
 * admitted, hidden elsewhere). Administrators see every breakdown; a manager sees their own
 * team's cells only, as team views go.
 */
export async function resultsCuts(
  context: ServerContext,
  viewer: OrganisationActor,
  input: { assessmentId: string; locales?: readonly Locale[] },
): Promise<ResultsCuts> {
  const { db } = context;
  const row = await findAssessment(db, viewer.organisationId, input.assessmentId);
  if (!hasOpened(row)) throw new AppError('not_found', assessmentMessages.notFound);
  const [stored, domains, chart, definitions, questions] = await Promise.all([
    latestPublicationPart(db, row.organisationId, row.id),
    domainsOfAssessment(db, row, input.locales ?? []),
    organisationChart(db, row.organisationId),
    attributeDefinitionsOf(db, row.organisationId),
    questionsOf(db, row, input.locales ?? []),
  ]);
  // An attribute the organisation no longer defines is no longer shown.
  const labels = new Map(definitions.map((definition) => [definition.key, definition.label]));
  const publication = publicationFrom(stored);
  const figures = publication?.organisation.cuts ?? {};
  const counts = countsByGroup(questions, publication, row.minimumGroupSize);
  const previous = await previousClosedWave(db, row.organisationId, row, row.wave);
  const earlier = previous
    ? (publicationFrom(await latestPublicationPart(db, row.organisationId, previous.id))?.organisation.cuts ?? {})
    : {};
  // A group's change since the previous wave: both shown, as the organisation's trends go.
  const changesOf = (key: string, scores: readonly DomainScore[]) =>
    scores.flatMap((score) => {
      if (!previous || !score.canShow) return [];
      const before = publicDomainScore(score.domain, earlier[key]?.domains[score.domain], score.label, previous.minimumGroupSize);
      const change = changeBetween({ wave: previous.wave, score: before.canShow ? before.meanScore : null }, score.meanScore);
      return change ? [{ domain: score.domain, ...change }] : [];
    });
  const names = new Map(chart.map((person) => [person.id, `${person.firstName} ${person.lastName}`]));
  const everyTeam = can.viewTeamData(viewer);
  const breakdowns = new Map<string, CutGroup[]>();
  for (const [key, figure] of Object.entries(figures)) {
    if (figure.team === undefined ? !everyTeam : !everyTeam && figure.team !== viewer.userId) continue;
    if (!labels.has(figure.attribute)) continue;
    const teamName = figure.team === undefined ? undefined : names.get(figure.team);
    if (figure.team !== undefined && teamName === undefined) continue;
    const label = valueLabels[figure.attribute]?.[figure.value];
    const scores = domains.map((domain) => publicDomainScore(domain.key, figure.domains[domain.key], domain.label, row.minimumGroupSize));
    const choices = figure.team === undefined ? counts.value(figure.attribute, figure.value) : [];
    if (!scores.some((score) => score.canShow) && choices.length === 0) continue;
    const group: CutGroup = {
      value: figure.value,
      label: label ? inRequestLanguage(label) : figure.value,
      team: figure.team === undefined || teamName === undefined ? null : { managerId: figure.team, name: teamName },
      domains: scores,
      changes: changesOf(key, scores),
      ...(choices.length > 0 ? { choices } : {}),
    };
    breakdowns.set(figure.attribute, [...(breakdowns.get(figure.attribute) ?? []), group]);
  }
  // Values whose counts are shown while no domain figure of theirs ever was.
  for (const [attribute, value] of everyTeam ? counts.values() : []) {
    if (!labels.has(attribute) || figures[cutId({ attribute, value })]) continue;
    const label = valueLabels[attribute]?.[value];
    const scores = domains.map((domain) => publicDomainScore(domain.key, undefined, domain.label, row.minimumGroupSize));
    const choices = counts.value(attribute, value);
    if (choices.length === 0) continue;
    const group: CutGroup = { value, label: label ? inRequestLanguage(label) : value, team: null, domains: scores, changes: [], choices };
    breakdowns.set(attribute, [...(breakdowns.get(attribute) ?? []), group]);
  }
  const teams = counts.teams().flatMap((team) => {
    const name = names.get(team);
    const choices = counts.team(team);
    return name === undefined || choices.length === 0 || (!everyTeam && team !== viewer.userId)
      ? []
      : [{ team: { managerId: team, name }, choices }];
  });
  return {
    threshold: row.minimumGroupSize,
    comparedWave: previous?.wave ?? null,
    domains: domains.map((domain) => ({ key: domain.key, label: domain.label })),
    // In the order the organisation's attributes are listed: the built-in ones, then its own.
    breakdowns: definitions.flatMap((definition) => {
      const groups = breakdowns.get(definition.key);
      return groups ? [{ attribute: definition.key, label: inRequestLanguage(definition.label), groups: groups.sort(byLabel) }] : [];
    }),
    counted: counts.questions,
    teams: teams.sort((a, b) => a.team.name.localeCompare(b.team.name)),
  };
}
