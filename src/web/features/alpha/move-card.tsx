import { Link, useNavigate } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { moveMessages } from '#domain/messages/alpha.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { moveRegistrationState } from './carried-over.ts';
import type { Workspace } from './workspace-schema.ts';

type MoveCardProps = { workspace: Workspace; onChange: (workspace: Workspace) => void };

/**
 * "Move this workspace to CultureLens": nothing leaves the browser here. It opens the
 * organisation registration with the workspace's details filled in; the move itself happens on
 * /alpha/move, once the new administrator has verified their address.
 */
export function MoveCard({ workspace, onChange }: MoveCardProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
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
          <CardTitle>
            <Trans>Moved to CultureLens</Trans>
          </CardTitle>
          <CardDescription>
            {t(moveMessages.moved(move.organisation?.name ?? t`your organisation`))}{' '}
            <Trans>This copy stays in this browser until you forget it below.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={paths.dashboard} className={textLinkClass}>
            <Trans>Open CultureLens</Trans>
          </Link>
        </CardContent>
      </Card>
    );
  }
  const count = workspace.people.length;
  const registration = t`Register your organisation on CultureLens with this workspace's name and your details, and verify your email address: then its ${plural(
    count,
    {
      one: '# person is invited by email with their role',
      other: '# people are invited by email with their roles',
    },
  )}, and its assessments start there from the same question sets.`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Move this workspace to CultureLens</Trans>
        </CardTitle>
        <CardDescription>
          {registration} {t(moveMessages.answersStay)}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {move && (
          <p className="text-slate-800">
            <Trans>You started moving this workspace. Once your organisation is registered, finish the move on CultureLens.</Trans>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={register}>{move ? t`Register the organisation` : t`Move this workspace to CultureLens`}</Button>
          <button type="button" className={textLinkClass} onClick={() => begin(paths.alphaMove)}>
            {move ? t`Finish the move` : t`Move it into an organisation I already run on CultureLens`}
          </button>
        </div>
      </CardContent>
    </Card>
  );
}
