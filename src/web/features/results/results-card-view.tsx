import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResultsCard } from '#domain/api/results.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { resultsDashboardPath } from '#web/paths.ts';
import { nextUpdateText } from '#domain/messages.ts';
import { answerImportMessages } from '#domain/messages/alpha.ts';
import { cardTrendText, formatDateTime, formatOutOf, formatPercent } from './format.ts';
import { StatusBadge } from './parts.tsx';
import { ScoreBandBadge } from './score-parts.tsx';
import { hiddenMessageFor } from './hidden-message.ts';

/** One assessment in the results list: its overall score, response rate and trend, and the way to its details. */
export function ResultsCardView({ card, cards, selected }: { card: ResultsCard; cards: readonly ResultsCard[]; selected: boolean }) {
  const { assessment, completion, overall } = card;
  const { t } = useLingui();
  const score = overall.canShow ? overall.score : null;
  const { wave, title } = assessment;
  const completed = completion.completed;
  const activePeople = completion.activePeople;
  return (
    <Card className={cn('w-full', selected && 'border-brand-600 ring-2 ring-brand-600')}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h3">{assessment.title}</CardTitle>
          <StatusBadge status={assessment.status} />
        </div>
        <CardDescription>
          <Trans>Wave {wave}</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div className="flex flex-col gap-1">
            <dt className="font-medium text-slate-700">
              <Trans>Overall score</Trans>
            </dt>
            <dd className="flex flex-col items-start gap-1">
              {score === null ? (
                <span className="text-slate-800">{hiddenMessageFor('assessment', card)}</span>
              ) : (
                <>
                  <span className="text-xl font-bold text-slate-900">{formatOutOf(score)}</span>
                  <ScoreBandBadge mean={score} />
                </>
              )}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="font-medium text-slate-700">
              <Trans>Response rate</Trans>
            </dt>
            <dd className="flex flex-col gap-1">
              <span className="text-xl font-bold text-slate-900">
                {card.assessment.importedAnswers ? t(answerImportMessages.answeredLocally) : formatPercent(completion.rate)}
              </span>
              <span className="text-slate-700">
                {card.assessment.importedAnswers
                  ? t(answerImportMessages.participation(completion.completed))
                  : t`${completed} of ${activePeople} people`}
              </span>
              {completion.nextReleaseAt && (
                <span className="text-slate-700">{t(nextUpdateText(formatDateTime(completion.nextReleaseAt) ?? ''))}</span>
              )}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="font-medium text-slate-700">
              <Trans>Trend</Trans>
            </dt>
            <dd className="text-slate-900">{cardTrendText(card, cards)}</dd>
          </div>
        </dl>
        <div>
          <Link
            to={resultsDashboardPath(assessment.id)}
            aria-current={selected ? 'true' : undefined}
            className={buttonClasses({ variant: selected ? 'secondary' : 'outline', size: 'sm' })}
          >
            {selected ? (
              <Trans>
                Showing details{' '}
                <span className="sr-only">
                  of {title}, wave {wave}
                </span>
              </Trans>
            ) : (
              <Trans>
                View details{' '}
                <span className="sr-only">
                  of {title}, wave {wave}
                </span>
              </Trans>
            )}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
