import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CommentResult } from '#domain/api/results.ts';

/** The words and phrases several comments mention, each with how many do. */
function CommentThemes({ themes }: { themes: CommentResult['themes'] }) {
  const { t } = useLingui();
  if (themes.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium">
        <Trans>Themes</Trans>
      </p>
      <ul aria-label={t`Themes`} className="flex flex-wrap gap-2">
        {themes.map(({ term, comments }) => (
          <li key={term} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
            {term}{' '}
            <span className="text-slate-700 tabular-nums">
              · <Plural value={comments} one="# comment" other="# comments" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A comment question's comments (masked at release) and their themes, or that there are none yet. */
export function CommentList({ comment }: { comment: CommentResult }) {
  const { t } = useLingui();
  if (comment.comments.length === 0)
    return (
      <p className="text-sm text-slate-700">
        <Trans>No comments to show yet.</Trans>
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <CommentThemes themes={comment.themes} />
      <ul aria-label={t`Comments`} className="flex list-disc flex-col gap-2 ps-5 text-sm">
        {comment.comments.map((text, index) => (
          // Comments have no id on purpose; their order is random and fixed for this read.
          <li key={index} className="whitespace-pre-line">
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
