import { Trans } from '@lingui/react/macro';
import type { ChoiceResult, CommentResult } from '#domain/api/results.ts';
import { ChoiceBars } from './choice-bars.tsx';
import { CommentList } from './comment-list.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/*
 * The questions of an assessment's own that are not scored: counts per value (every kind
 * published as counts, such as single choice) and comments, organisation-wide only (decisions
 * 0033, 0050). Nothing shows for a built-in set, which has neither.
 */

export function QuestionKindsCard({
  choices,
  comments,
  threshold,
}: {
  choices: readonly ChoiceResult[];
  comments: readonly CommentResult[];
  threshold: number;
}) {
  if (choices.length === 0 && comments.length === 0) return null;
  const entries = [
    ...choices.map((choice) => ({ order: choice.order, choice })),
    ...comments.map((comment) => ({ order: comment.order, comment })),
  ].sort((a, b) => a.order - b.order);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Choices and comments</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            For the whole organisation only. Counts appear once at least {threshold} people chose an option; comments appear with the
            answers of at least {threshold} people, in a random order, without teams or times, and with people's names, e-mail addresses and
            phone numbers masked.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {entries.map((entry) =>
          'choice' in entry && entry.choice ? (
            <section key={entry.choice.questionId} className="flex flex-col gap-2">
              <h4 className="font-semibold">{entry.choice.questionText}</h4>
              <ChoiceBars choice={entry.choice} threshold={threshold} />
            </section>
          ) : 'comment' in entry && entry.comment ? (
            <section key={entry.comment.questionId} className="flex flex-col gap-2">
              <h4 className="font-semibold">{entry.comment.questionText}</h4>
              <CommentList comment={entry.comment} />
            </section>
          ) : null,
        )}
      </CardContent>
    </Card>
  );
}
