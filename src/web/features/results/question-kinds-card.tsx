import type { ChoiceResult, CommentResult } from '#domain/api/results.ts';
import { fewerThanText } from '#domain/messages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/*
 * The questions of an assessment's own that are not scored: single-choice counts and comments,
 * organisation-wide only (decision 0033). Nothing shows for a built-in set, which has neither.
 */

function ChoiceCounts({ choice, threshold }: { choice: ChoiceResult; threshold: number }) {
  if (!choice.canShow) return <p className="text-sm text-slate-700">{fewerThanText(threshold)}</p>;
  return (
    <ul className="flex flex-col gap-1">
      {choice.options.map((option) => (
        <li key={option.label} className="flex justify-between gap-4 text-sm">
          <span>{option.label}</span>
          <span className="font-medium tabular-nums">
            {option.count} ({Math.round((option.count / choice.responseCount) * 100)}%)
          </span>
        </li>
      ))}
      {choice.preferNotToSay > 0 && <li className="text-sm text-slate-700">Prefer not to say: {choice.preferNotToSay}</li>}
    </ul>
  );
}

export function QuestionKindsCard({ choices, comments, threshold }: { choices: readonly ChoiceResult[]; comments: readonly CommentResult[]; threshold: number }) {
  if (choices.length === 0 && comments.length === 0) return null;
  const entries = [...choices.map((choice) => ({ order: choice.order, choice })), ...comments.map((comment) => ({ order: comment.order, comment }))].sort((a, b) => a.order - b.order);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Choices and comments</CardTitle>
        <CardDescription>
          For the whole organisation only. Counts appear once at least {threshold} people chose an option; comments appear with the answers of at least {threshold} people, in a random order, without names, teams or times.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {entries.map((entry) =>
          'choice' in entry && entry.choice ? (
            <section key={entry.choice.questionId} className="flex flex-col gap-2">
              <h4 className="font-semibold">{entry.choice.questionText}</h4>
              <ChoiceCounts choice={entry.choice} threshold={threshold} />
            </section>
          ) : 'comment' in entry && entry.comment ? (
            <section key={entry.comment.questionId} className="flex flex-col gap-2">
              <h4 className="font-semibold">{entry.comment.questionText}</h4>
              {entry.comment.comments.length === 0 ? (
                <p className="text-sm text-slate-700">No comments to show yet.</p>
              ) : (
                <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
                  {entry.comment.comments.map((text, index) => (
                    // Comments have no id on purpose; their order is random and fixed for this read.
                    <li key={index} className="whitespace-pre-line">
                      {text}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null,
        )}
      </CardContent>
    </Card>
  );
}
