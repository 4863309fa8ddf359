import { t } from '@lingui/core/macro';
import type { AssessmentResults } from '#domain/api/results.ts';
import { answersWaitingExplanation, nextUpdateText, releaseTimesExplanation } from '#domain/messages.ts';
import { notCountedText } from '#domain/messages/results-state.ts';
import { formatDateTime } from './format.ts';
import { AnonymityNotice } from './score-parts.tsx';
import { useLingui } from '@lingui/react/macro';

/**
 * When the results may next change, and why they change only then: without it a count that
 * stands still while people answer looks like a fault. Nothing once no update is due (closed,
 * or results kept for the close). `size`: the assessment's minimum group size.
 */
export function ReleaseNotice({ nextReleaseAt, size, className }: { nextReleaseAt: string | null; size: number; className?: string }) {
  const { t } = useLingui();
  const when = formatDateTime(nextReleaseAt);
  if (!when) return null;
  return (
    <AnonymityNotice className={className}>
      <p className="font-semibold">{t(nextUpdateText(when))}</p>
      <p>{t(releaseTimesExplanation(size))}</p>
    </AnonymityNotice>
  );
}

/** The name a person reads for a domain or question id of the results. */
function itemName(results: AssessmentResults, id: string): string {
  const domain = results.domains.find((entry) => entry.domain === id);
  if (domain) return domain.label;
  const question =
    results.heatMap.find((cell) => cell.questionId === id)?.questionText ??
    results.choices.find((choice) => choice.questionId === id)?.questionText ??
    results.comments.find((comment) => comment.questionId === id)?.questionText;
  return question ? t`“${question}”` : id;
}

/**
 * Which figures leave out answers already released, and why: a domain or question that gained
 * fewer than the minimum group size of new answers keeps its earlier figure. Without this, an
 * administrator would see a figure that did not move and think answers were lost.
 */
export function AnswersWaitingNotice({ results, className }: { results: AssessmentResults; className?: string }) {
  const { t, i18n } = useLingui();
  if (results.answersWaiting.length === 0) return null;
  return (
    <AnonymityNotice className={className}>
      <p>
        {t(
          answersWaitingExplanation(
            results.threshold,
            results.answersWaiting.map((id) => itemName(results, id)),
            i18n,
          ),
        )}
      </p>
    </AnonymityNotice>
  );
}

/**
 * Once an assessment closed, the people who completed but are not in the results, and why:
 * without it, a response rate below what the administrator saw happen looks like lost answers.
 */
export function NotCountedNotice({
  completion,
  size,
  className,
}: {
  completion: { notCounted: number };
  size: number;
  className?: string;
}) {
  const { t } = useLingui();
  if (completion.notCounted <= 0) return null;
  return (
    <AnonymityNotice className={className}>
      <p>{t(notCountedText(completion.notCounted, size))}</p>
    </AnonymityNotice>
  );
}
