import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { answerImportMessages } from '#domain/messages/alpha.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { resultsDashboardPath } from '#web/paths.ts';
import { importCandidates, importedTitle, importLocalAnswers, type ImportCandidate } from './answer-import.ts';
import { serverImportRequests } from './queries.ts';
import type { Workspace } from './workspace-schema.ts';

type Props = { workspace: Workspace; onSave: (workspace: Workspace) => void };

/**
 * The optional step after a move: each local assessment with six or more people's answers can
 * bring them along, as one closed wave of its own (decision 0029).
 */
export function ImportAnswersCard({ workspace, onSave }: Props) {
  const { t } = useLingui();
  const candidates = importCandidates(workspace);
  if (candidates.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Import this workspace&apos;s answers</Trans>
        </CardTitle>
        <CardDescription>{t(answerImportMessages.explained)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4" aria-label={t`Local answers to import`}>
          {candidates.map((candidate) => (
            <ImportLine key={candidate.localId} candidate={candidate} workspace={workspace} onSave={onSave} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ImportLine({ candidate, workspace, onSave }: Props & { candidate: ImportCandidate }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => importLocalAnswers(workspace, candidate.localId, serverImportRequests, onSave, () => new Date()),
    // The organisation's assessments and results now hold the imported wave.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const serverId = workspace.move?.imports[candidate.localId]?.assessmentId;
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <p className="font-medium text-slate-900">{candidate.title}</p>
      <p className="text-slate-700">{t(answerImportMessages.sheets(candidate.respondents, importedTitle(candidate.title)))}</p>
      {candidate.importedAt && serverId ? (
        <div className="flex flex-wrap items-center gap-3">
          <FormMessage tone="success">{t(answerImportMessages.imported(candidate.respondents))}</FormMessage>
          <Link to={resultsDashboardPath(serverId)} className={textLinkClass}>
            <Trans>See its results</Trans>
          </Link>
        </div>
      ) : (
        <>
          {run.isError && <FormMessage tone="error">{errorMessage(run.error, t(answerImportMessages.failed))}</FormMessage>}
          <Button className="self-start" variant="outline" onClick={() => run.mutate()} loading={run.isPending}>
            {run.isPending ? t`Importing…` : t`Import these answers`}
          </Button>
        </>
      )}
    </li>
  );
}
