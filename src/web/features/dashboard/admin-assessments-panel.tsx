import { Link } from 'react-router';
import type { ResultsCard } from '#domain/api/results.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths, resultsDashboardPath } from '#web/paths.ts';
import { EmptyState, formatOutOf, formatPercent, ScoreBandBadge, StatusBadge } from '#web/features/results/index.ts';
import { anonymityMessage, dashboardMessages } from '#domain/messages.ts';

/** The admin dashboard's Assessments tab: every assessment with its completion and overall score. */
export function AssessmentsPanel({ cards, loading, threshold }: { cards: readonly ResultsCard[]; loading: boolean; threshold: number | undefined }) {
  if (loading) return <LoadingState label="Loading assessments…" />;
  return (
    <>
      {cards.length === 0 ? (
        <EmptyState title={dashboardMessages.noAssessmentTitle} text={dashboardMessages.noAssessmentText} headingLevel="h3" />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-sm text-slate-700">Every assessment of your organisation, newest first</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Assessment
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Wave
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Responses
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Completion rate
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Overall score
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">Results</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {cards.map((card) => (
                <tr key={card.assessment.id}>
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {card.assessment.title}
                  </th>
                  <td className="py-2 pr-4 text-slate-800">{card.assessment.wave}</td>
                  <td className="py-2 pr-4">
                    <StatusBadge status={card.assessment.status} />
                  </td>
                  <td className="py-2 pr-4 text-slate-800">{card.responses}</td>
                  <td className="py-2 pr-4 text-slate-800">{formatPercent(card.completion.rate)}</td>
                  <td className="py-2 pr-4 text-slate-800">
                    {card.overall.canShow && card.overall.score !== null ? (
                      <span className="flex flex-wrap items-center gap-2">
                        {formatOutOf(card.overall.score)} <ScoreBandBadge mean={card.overall.score} />
                      </span>
                    ) : (
                      anonymityMessage('assessment', card.responses, threshold)
                    )}
                  </td>
                  <td className="py-2">
                    <Link to={resultsDashboardPath(card.assessment.id)} className={textLinkClass}>
                      Results{' '}<span className="sr-only">of {card.assessment.title}, wave {card.assessment.wave}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
        <Link to={paths.createAssessment} className={textLinkClass}>
          Start an assessment
        </Link>
        <span>
          Open, pause or close assessments on your{' '}
          <Link to={paths.dashboard} className={textLinkClass}>
            dashboard
          </Link>
          .
        </span>
      </p>
    </>
  );
}
