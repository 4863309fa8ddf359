import { useState } from 'react';
import { Link } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { moveMessages } from '#domain/messages/alpha.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { InvitationResults } from '#web/features/invitations/index.ts';
import { ImportAnswersCard } from './import-answers-card.tsx';
import { MoveNowCard, VerifyFirstCard } from './move-parts.tsx';
import type { MoveReport } from './move-to-server.ts';
import { useLocalWorkspace } from './use-local-workspace.ts';
import type { Workspace } from './workspace-schema.ts';

/**
 * /alpha/move: the second half of "Move this workspace to CultureLens", for the administrator
 * of the organisation it moves into, signed in (the route asks for it) with a verified address.
 */
export function MoveWorkspacePage() {
  const { loaded, replace } = useLocalWorkspace();
  const { user, organisation } = useAuth();
  const [report, setReport] = useState<MoveReport | null>(null);
  const { t } = useLingui();

  let content;
  if (loaded.state === 'loading' || !user || !organisation) content = <LoadingState label={t`Opening the local workspace`} />;
  else if (loaded.state !== 'ready') content = <NoWorkspace />;
  else if (loaded.workspace.move?.movedAt)
    content = (
      <>
        <Moved workspace={loaded.workspace} report={report} />
        <ImportAnswersCard workspace={loaded.workspace} onSave={replace} />
      </>
    );
  else if (!user.emailVerified) content = <VerifyFirstCard email={user.email} />;
  else content = <MoveNowCard workspace={loaded.workspace} organisation={organisation} onSave={replace} onMoved={setReport} />;

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Move your local workspace</Trans>
        </h1>
        {loaded.state === 'ready' && organisation && <FromTo from={loaded.workspace.organisation.name} to={organisation.name} />}
      </div>
      {content}
    </section>
  );
}

function FromTo({ from, to }: { from: string; to: string }) {
  return (
    <p className="text-slate-700">
      <Trans>
        From the local workspace {from} in this browser to {to} on CultureLens.
      </Trans>
    </p>
  );
}

function NoWorkspace() {
  const { t } = useLingui();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <p className="text-slate-800">{t(moveMessages.noWorkspace)}</p>
        <Link to={paths.dashboard} className={`${textLinkClass} self-start`}>
          <Trans>Go to the dashboard</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}

function Moved({ workspace, report }: { workspace: Workspace; report: MoveReport | null }) {
  const { t } = useLingui();
  const into = workspace.move?.organisation?.name ?? t`your organisation`;
  const started = report?.assessmentsStarted ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Moved</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-slate-800">{t(moveMessages.moved(into))}</p>
        <p className="text-slate-700">{t(moveMessages.answersStay)}</p>
        {started > 0 && (
          <p className="text-slate-700">
            <Plural value={started} one="# assessment is open for them to answer." other="# assessments are open for them to answer." />
          </p>
        )}
        <InvitationResults results={report?.outcomes ?? null} caption={t`Invitations`} lineLabel={t`Person`} />
        <div className="flex flex-wrap gap-4">
          <Link to={paths.invitationManagement} className={textLinkClass}>
            <Trans>See the invitations</Trans>
          </Link>
          <Link to={paths.dashboard} className={textLinkClass}>
            <Trans>Go to the dashboard</Trans>
          </Link>
          <Link to={paths.alphaWorkspace} className={textLinkClass}>
            <Trans>Back to the local workspace</Trans>
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
