import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { assessmentBuilderMessages as messages } from '#domain/messages/assessment-builder.ts';
import { isQuestionSetId, type QuestionSetId } from '#domain/question-bank.ts';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { AssessmentBuilder } from './assessment-builder.tsx';
import { emptyForm, formFromDraft, formFromSet } from './builder-model.ts';
import { ReadOnlyAssessment } from './builder-read-only.tsx';
import { useDraft } from './draft-queries.ts';

/** What the builder starts from, as /create-assessment's query says: `?from=blank|<set>`, `?draft=<id>`, `?nextWaveOf=<id>`. */
export type BuilderStart =
  { kind: 'new'; from: QuestionSetId | 'blank' } | { kind: 'draft'; id: string } | { kind: 'next-wave'; of: string };

export function builderStartOf(params: URLSearchParams): BuilderStart | null {
  const draft = params.get('draft');
  if (draft) return { kind: 'draft', id: draft };
  const earlier = params.get('nextWaveOf');
  if (earlier) return { kind: 'next-wave', of: earlier };
  const from = params.get('from');
  if (from !== null) return { kind: 'new', from: isQuestionSetId(from) ? from : 'blank' };
  return null;
}

const startKey = (start: BuilderStart) =>
  start.kind === 'new' ? `new:${start.from}` : start.kind === 'draft' ? `draft:${start.id}` : `wave:${start.of}`;

/**
 * The builder for a start: a new draft (blank or a built-in set's copy), a saved draft, or the next
 * wave of an earlier assessment. A draft that has opened is shown read-only. A new draft's first
 * save puts its id in the address (`onCreated`), and the same builder carries on with it.
 */
export function BuilderLoader({ start, onCreated }: { start: BuilderStart; onCreated: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const [continued, setContinued] = useState<{ id: string; key: string } | null>(null);
  const sourceId = start.kind === 'draft' ? start.id : start.kind === 'next-wave' ? start.of : null;
  const source = useDraft(sourceId);
  const builderKey = continued && start.kind === 'draft' && start.id === continued.id ? continued.key : startKey(start);

  if (sourceId !== null && source.isPending) return <LoadingState label={t`Loading the assessment…`} />;
  if (source.isError)
    return <LoadFailedMessage title={t(messages.loadFailed)} error={source.error} onRetry={() => void source.refetch()} />;
  const draft = source.data;
  if (start.kind === 'draft' && draft && draft.assessment.status !== 'draft') return <ReadOnlyAssessment draft={draft} />;
  const initial =
    start.kind === 'new'
      ? start.from === 'blank'
        ? emptyForm()
        : formFromSet(start.from, i18n.locale)
      : draft
        ? formFromDraft(draft)
        : emptyForm();
  return (
    <AssessmentBuilder
      key={builderKey}
      initial={initial}
      savedId={start.kind === 'draft' ? start.id : null}
      source={draft}
      nextWaveOf={start.kind === 'next-wave' ? start.of : undefined}
      onCreated={(id) => {
        setContinued({ id, key: builderKey });
        onCreated(id);
      }}
    />
  );
}
