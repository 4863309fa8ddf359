import { Link, useNavigate } from 'react-router';
import { moveMessages } from '#domain/messages/alpha.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { moveRegistrationState } from './carried-over.ts';
import type { Workspace } from './workspace-schema.ts';
import { useLingui } from '@lingui/react/macro';

type MoveCardProps = { workspace: Workspace; onChange: (workspace: Workspace) => void };

/**
 * "Move this workspace to CultureLens": nothing leaves the browser here. It opens the
 * organisation registration with the workspace's details filled in; the move itself happens on
 * /alpha/move, once the new administrator has verified their address.
 */
export function MoveCard({ workspace, onChange }: MoveCardProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { move } = workspace;
  const begin = (to: string, state?: unknown) => {
    if (!move)
      onChange({
        ...workspace,
        move: { startedAt: new Date().toISOString(), organisation: null, invitedAt: null, assessments: {}, movedAt: null, imports: {} },
      });
    void navigate(to, state === undefined ? {} : { state });
  };
  const register = () => {
    const { user, organisation } = workspace;
    begin(
      paths.registerOrganisation,
      moveRegistrationState({ organisationName: organisation.name, firstName: user.firstName, lastName: user.lastName, email: user.email }),
    );
  };

  if (move?.movedAt) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Moved to CultureLens</CardTitle>
          <CardDescription>
            {t(moveMessages.moved(move.organisation?.name ?? 'your organisation'))} This copy stays in this browser until you forget it
            below.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={paths.dashboard} className={textLinkClass}>
            Open CultureLens
          </Link>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Move this workspace to CultureLens</CardTitle>
        <CardDescription>
          Register your organisation on CultureLens with this workspace&apos;s name and your details, and verify your email address: then
          its {workspace.people.length} people are invited by email with their roles, and its assessments start there from the same question
          sets. {t(moveMessages.answersStay)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {move && (
          <p className="text-slate-800">
            You started moving this workspace. Once your organisation is registered, finish the move on CultureLens.
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={register}>{move ? 'Register the organisation' : 'Move this workspace to CultureLens'}</Button>
          <button type="button" className={textLinkClass} onClick={() => begin(paths.alphaMove)}>
            {move ? 'Finish the move' : 'Move it into an organisation I already run on CultureLens'}
          </button>
        </div>
      </CardContent>
    </Card>
  );
}
