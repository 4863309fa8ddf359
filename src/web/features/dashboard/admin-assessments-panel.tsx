import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResultsCard } from '#domain/api/results.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths, resultsDashboardPath } from '#web/paths.ts';
import { EmptyState, formatOutOf, formatPercent, ScoreBandBadge, StatusBadge } from '#web/features/results/index.ts';
import { dashboardMessages } from '#domain/messages.ts';
import { hiddenMessageFor } from '#web/features/results/index.ts';

/** The admin dashboard's Assessments tab: every assessment with its completion and overall score, each behind its own minimum group size. */
export function AssessmentsPanel({ cards, loading }: { cards: readonly ResultsCard[]; loading: boolean }) {
  const { t } = useLingui();
  if (loading) return <LoadingState label={t`Loading assessments…`} />;
  return (
    <>
      {cards.length === 0 ? (
        <EmptyState title={t(dashboardMessages.noAssessmentTitle)} text={t(dashboardMessages.noAssessmentText)} headingLevel="h3" />
      ) : (
        <DataTable
          caption={t`Every assessment of your organisation, newest first`}
          showCaption
          columns={[
            t`Assessment`,
            t`Wave`,
            t`Status`,
            t`Responses`,
            t`Completion rate`,
            t`Overall score`,
            <span className="sr-only">
              <Trans>Results</Trans>
            </span>,
          ]}
        >
          {cards.map((card) => (
            <AssessmentRow key={card.assessment.id} card={card} />
          ))}
        </DataTable>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
        <Link to={paths.createAssessment} className={textLinkClass}>
          <Trans>Start an assessment</Trans>
        </Link>
        <Link to={paths.pulseProgrammes} className={textLinkClass}>
          <Trans>Pulse programmes</Trans>
        </Link>
        <span>
          <Trans>
            Open, pause or close assessments on your{' '}
            <Link to={paths.dashboard} className={textLinkClass}>
              dashboard
            </Link>
            .
          </Trans>
        </span>
      </p>
    </>
  );
}

function AssessmentRow({ card }: { card: ResultsCard }) {
  const { title, wave } = card.assessment;
  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-medium text-slate-900">
        {card.assessment.title}
      </th>
      <td className="px-3 py-2 text-slate-800">{card.assessment.wave}</td>
      <td className="px-3 py-2">
        <StatusBadge status={card.assessment.status} />
      </td>
      <td className="px-3 py-2 text-slate-800">{card.responses}</td>
      <td className="px-3 py-2 text-slate-800">{formatPercent(card.completion.rate)}</td>
      <td className="px-3 py-2 text-slate-800">
        {card.overall.canShow && card.overall.score !== null ? (
          <span className="flex flex-wrap items-center gap-2">
            {formatOutOf(card.overall.score)} <ScoreBandBadge mean={card.overall.score} />
          </span>
        ) : (
          hiddenMessageFor('assessment', card)
        )}
      </td>
      <td className="px-3 py-2">
        <Link to={resultsDashboardPath(card.assessment.id)} className={textLinkClass}>
          <Trans>
            Results{' '}
            <span className="sr-only">
              of {title}, wave {wave}
            </span>
          </Trans>
        </Link>
      </td>
    </tr>
  );
}
