import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { AssessmentsCard } from './assessments-card.tsx';
import { ChoosePasswordCard } from './choose-password-card.tsx';
import { HandRoundView } from './hand-round-view.tsx';
import { LocalResultsPanel } from './local-results-panel.tsx';
import { MoveCard } from './move-card.tsx';
import { PeopleCard } from './people-card.tsx';
import { StartWorkspaceForm } from './start-workspace-form.tsx';
import { useHandRound, useLocalWorkspace } from './use-local-workspace.ts';
import { ImportWorkspaceButton, WorkspaceFileCard } from './workspace-file-card.tsx';
import type { Workspace } from './workspace-schema.ts';

/** /alpha/workspace: the browser-only workspace, from its start to its results. */
export function LocalWorkspacePage() {
  const { loaded, replace, forget } = useLocalWorkspace();
  const handRound = useHandRound();
  const { t } = useLingui();

  if (loaded.state === 'loading') return <LoadingState label={t`Opening the local workspace`} />;
  if (loaded.state === 'unreadable') return <UnreadableWorkspace onForget={forget} />;
  if (loaded.state === 'none') {
    return (
      <>
        <StartWorkspaceForm onCreated={(workspace) => replace(workspace, { newUser: true })} />
        <Card>
          <CardContent className="pt-6">
            <ImportWorkspaceButton
              onImported={(workspace) => replace(workspace, { newUser: true })}
              label={t`Or open a workspace file you exported earlier`}
            />
          </CardContent>
        </Card>
      </>
    );
  }

  const { workspace } = loaded;
  const goingRound = workspace.assessments.find((assessment) => assessment.id === handRound.assessmentId);
  if (goingRound) return <HandRoundView workspace={workspace} assessment={goingRound} onChange={replace} onFinish={handRound.stop} />;
  return <WorkspaceOverview workspace={workspace} onChange={replace} onForget={forget} onHandRound={handRound.start} />;
}

type OverviewProps = {
  workspace: Workspace;
  onChange: (workspace: Workspace) => void;
  onForget: () => void;
  onHandRound: (assessmentId: string) => void;
};

function WorkspaceOverview({ workspace, onChange, onForget, onHandRound }: OverviewProps) {
  const selected = workspace.assessments.find((assessment) => assessment.id === workspace.selectedAssessmentId);
  const { firstName, lastName, email } = workspace.user;
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{workspace.organisation.name}</h1>
        <p className="text-slate-700">
          <Trans>
            Local workspace of {firstName} {lastName} ({email})
          </Trans>
        </p>
      </div>
      {workspace.user.passwordHash === null && (
        <ChoosePasswordCard
          onChosen={(passwordHash) =>
            onChange({ ...workspace, user: { ...workspace.user, passwordHash, updatedAt: new Date().toISOString() } })
          }
        />
      )}
      <PeopleCard workspace={workspace} onChange={(people) => onChange({ ...workspace, people })} />
      <AssessmentsCard workspace={workspace} onChange={onChange} onHandRound={onHandRound} />
      {selected && <LocalResultsPanel workspace={workspace} assessment={selected} />}
      <MoveCard workspace={workspace} onChange={onChange} />
      <WorkspaceFileCard workspace={workspace} onImported={onChange} onForget={onForget} />
    </>
  );
}

function UnreadableWorkspace({ onForget }: { onForget: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">
          <Trans>This workspace cannot be read</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-slate-800">
          <Trans>What this browser holds for the local workspace is damaged or from an unknown version, so it was not opened.</Trans>
        </p>
        <Button variant="destructive" className="self-start" onClick={onForget}>
          <Trans>Forget it and start again</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
