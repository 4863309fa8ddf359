import type { z } from 'zod';
import { ASSESSMENT_STATUSES, type AssessmentStatus } from '#domain/api/assessments.ts';
import {
  PLATFORM_DAYS_SHOWN,
  PLATFORM_ORGANISATIONS_PAGE_SIZE,
  type PlatformOverview,
  type PlatformOverviewQuerySchema,
} from '#domain/api/platform.ts';
import type { Actor } from '#domain/permissions.ts';
import { dailyCompletions, fullDaysBefore } from '#domain/platform-figures.ts';
import type { ServerContext } from '#server/context.ts';
import {
  countAssessmentsByStatus,
  countAssessmentsIn,
  countCompletionsByDay,
  deleteDailyCompletionsBefore,
  countOrganisations,
  countPeople,
  countPeopleIn,
  listOrganisations,
} from './queries.ts';

/**
 * Completed participations per full UTC day, under the small-number rule (platform-figures.ts).
 * Today is left out: a figure that grows while one watches would tell when someone finished.
 */
async function completionsByDay(context: ServerContext): Promise<PlatformOverview['completionsByDay']> {
  const days = fullDaysBefore(context.clock.now(), PLATFORM_DAYS_SHOWN);
  const today = context.clock.now().toISOString().slice(0, 10);
  const counted = new Map((await countCompletionsByDay(context.db, days[0] ?? today, today)).map((row) => [row.day, row]));
  return days.map((day) => dailyCompletions(day, counted.get(day)?.completions ?? 0, counted.get(day)?.organisations ?? 0));
}

async function organisationPage(context: ServerContext, page: number): Promise<PlatformOverview['organisationList']> {
  const pageSize = PLATFORM_ORGANISATIONS_PAGE_SIZE;
  const rows = await listOrganisations(context.db, pageSize, (page - 1) * pageSize);
  const ids = rows.map((row) => row.id);
  const [people, assessments, total] = await Promise.all([
    countPeopleIn(context.db, ids),
    countAssessmentsIn(context.db, ids),
    countOrganisations(context.db),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    people: people.get(row.id) ?? 0,
    assessments: assessments.get(row.id) ?? 0,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
  }));
  return { items, page, pageSize, total };
}

/** The platform overview: counts across organisations, never one organisation's results. */
export async function readPlatformOverview(
  context: ServerContext,
  _actor: Actor,
  input: z.output<typeof PlatformOverviewQuerySchema>,
): Promise<PlatformOverview> {
  const [organisationList, people, byStatus, completions] = await Promise.all([
    organisationPage(context, input.page),
    countPeople(context.db),
    countAssessmentsByStatus(context.db),
    completionsByDay(context),
  ]);
  const assessments = Object.fromEntries(ASSESSMENT_STATUSES.map((status) => [status, 0])) as Record<AssessmentStatus, number>;
  for (const row of byStatus) assessments[row.status] = row.total;
  return { organisations: { total: organisationList.total }, people, assessments, completionsByDay: completions, organisationList };
}

/**
 * Forgets the daily completion counts of days the overview no longer shows (hourly
 * housekeeping): they are kept per organisation, so no longer than needed.
 */
export async function purgeOldDailyCompletions(context: Pick<ServerContext, 'db' | 'clock'>): Promise<void> {
  const [oldestShown] = fullDaysBefore(context.clock.now(), PLATFORM_DAYS_SHOWN);
  if (oldestShown) await deleteDailyCompletionsBefore(context.db, oldestShown);
}
