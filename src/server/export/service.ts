import type { ExportPreview } from '#domain/api/export.ts';
import type { AssessmentResults } from '#domain/api/results.ts';
import { exportFileName } from '#domain/export-file-name.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { exportMessages } from '#domain/messages.ts';
import type { Locale } from '#domain/locales.ts';
import { wordingLocales } from '#domain/question-translations.ts';
import { organisationLocale } from '#server/i18n/index.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { findOrganisationById } from '#server/organisations/index.ts';
import { assessmentResults, assessmentTrends, resultsCuts, subtreeResults, teamResults } from '#server/results/index.ts';
import { listRoadmapItems, pickAssessment, roadmapWordingOf } from '#server/roadmap/index.ts';
import { plansWorkedOn } from '#server/action-plans/index.ts';
import { exportCsv } from './csv.ts';
import { exportPdf } from './pdf.ts';
import { exportPresentation } from './deck.ts';
import { buildReport } from './report.ts';

async function organisationName(context: ServerContext, organisationId: string) {
  return (await findOrganisationById(context.db, organisationId))?.name ?? '';
}

/**
 * Whether the results show anything an export could hold: a domain, a single-choice question's
 * counts or a comment (an assessment may ask only choices and comments).
 */
const hasShownResults = (results: AssessmentResults) =>
  results.canShowResults ||
  results.choices.some((choice) => choice.canShow) ||
  results.comments.some((question) => question.comments.length > 0);

/** Where the questions' and domains' wording is looked up: the reader's language, then the organisation's default (decision 0053). */
async function wordingOf(context: ServerContext, actor: OrganisationActor, locale: Locale): Promise<Locale[]> {
  return wordingLocales(locale, await organisationLocale(context.db, actor.organisationId));
}

export async function exportPreview(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId?: string | undefined; locale: Locale },
): Promise<ExportPreview> {
  const { organisationId } = actor;
  const locales = await wordingOf(context, actor, input.locale);
  const results = await pickAssessment(context, actor, { assessmentId: input.assessmentId, locales });
  const today = context.clock.now();
  const items = results
    ? await listRoadmapItems(context, actor, {
        assessmentId: results.assessment.id,
        locale: input.locale,
        wording: roadmapWordingOf(results),
      })
    : [];
  const organisation = await findOrganisationById(context.db, organisationId);
  return {
    assessment: results?.assessment ?? null,
    available: results ? hasShownResults(results) : false,
    // Without an assessment, the size the next one will keep: the organisation's setting.
    threshold: results?.threshold ?? organisation?.settings.minimumGroupSize ?? ANONYMITY_THRESHOLD,
    organisationName: organisation?.name ?? '',
    responses: results?.responses ?? 0,
    overallScore: results?.overall.score ?? null,
    completionRate: results?.completion.rate ?? 0,
    domains: results?.domains ?? [],
    priorityActions: items.map((item) => ({
      priority: item.priority,
      title: item.title,
      domainLabel: item.domainLabel,
      timeframe: item.timeframe,
    })),
    csvFileName: results ? exportFileName(organisation?.name ?? '', results.assessment, today, 'csv') : '',
    pdfFileName: results ? exportFileName(organisation?.name ?? '', results.assessment, today, 'pdf') : '',
    presentationFileName: results ? exportFileName(organisation?.name ?? '', results.assessment, today, 'pptx') : '',
  };
}

/** Every format carries only shown aggregates, are refused when nothing can be shown, and are audited. */
async function exportable(context: ServerContext, actor: OrganisationActor, assessmentId: string, locales?: readonly Locale[]) {
  const { organisationId } = actor;
  const results = await assessmentResults(context, actor, { assessmentId, locales });
  if (!hasShownResults(results)) throw new AppError('conflict', exportMessages.refused(results.threshold));
  return { organisationId, results, name: await organisationName(context, organisationId) };
}

/** The summary, the question and team heat maps, choices and comments: every figure read through the results service, as the pages read them. */
/** Each export is written in the reader's language (`locale`, their request's); file names stay as they are. */
type ExportInput = { assessmentId: string; locale: Locale };

export async function csvExport(context: ServerContext, actor: OrganisationActor, input: ExportInput) {
  const { assessmentId, locale } = input;
  const locales = await wordingOf(context, actor, locale);
  const { organisationId, results, name } = await exportable(context, actor, assessmentId, locales);
  const [teams, subtrees, cuts] = await Promise.all([
    teamResults(context, actor, { assessmentId, locales }),
    subtreeResults(context, actor, { assessmentId, locales }),
    resultsCuts(context, actor, { assessmentId, locales }),
  ]);
  const now = context.clock.now();
  await recordAuditEvent(context.db, organisationId, actor.userId, 'EXPORT_CSV', { assessment_id: assessmentId });
  return {
    fileName: exportFileName(name, results.assessment, now, 'csv'),
    body: await exportCsv(locale, name, results, now, { teams, subtrees, cuts }),
  };
}

/**
 * What the PDF report and the presentation show: the results, every team and manager's
 * subtree as the auditor admitted it (hidden teams carry no figure), the changes since the previous wave (each wave's
 * own publication), the roadmap and the action plans.
 */
async function reportOf(context: ServerContext, actor: OrganisationActor, { assessmentId, locale }: ExportInput) {
  const locales = await wordingOf(context, actor, locale);
  const { organisationId, results, name } = await exportable(context, actor, assessmentId, locales);
  const [teams, subtrees, cuts, roadmap, trends, actionPlans] = await Promise.all([
    teamResults(context, actor, { assessmentId, locales }),
    subtreeResults(context, actor, { assessmentId, locales }),
    resultsCuts(context, actor, { assessmentId, locales }),
    listRoadmapItems(context, actor, { assessmentId, locale, wording: roadmapWordingOf(results) }),
    assessmentTrends(context, actor, { assessmentId, locales }),
    // The plans the reader works on, as the roadmap page lists them to them (decision 0061).
    plansWorkedOn(context.db, actor, assessmentId),
  ]);
  const exportDate = context.clock.now();
  const fileName = (extension: 'pdf' | 'pptx') => exportFileName(name, results.assessment, exportDate, extension);
  return {
    organisationId,
    exportDate,
    fileName,
    report: buildReport({ locale, organisationName: name, results, teams, subtrees, cuts, roadmap, trends, actionPlans, exportDate }),
  };
}

export async function pdfExport(context: ServerContext, actor: OrganisationActor, input: ExportInput) {
  const { assessmentId } = input;
  const { organisationId, fileName, report } = await reportOf(context, actor, input);
  const body = await exportPdf(report);
  await recordAuditEvent(context.db, organisationId, actor.userId, 'EXPORT_PDF', { assessment_id: assessmentId });
  return { fileName: fileName('pdf'), body };
}

export async function presentationExport(context: ServerContext, actor: OrganisationActor, input: ExportInput) {
  const { assessmentId } = input;
  const { organisationId, fileName, report } = await reportOf(context, actor, input);
  const body = await exportPresentation(report);
  await recordAuditEvent(context.db, organisationId, actor.userId, 'EXPORT_PRESENTATION', { assessment_id: assessmentId });
  return { fileName: fileName('pptx'), body };
}
