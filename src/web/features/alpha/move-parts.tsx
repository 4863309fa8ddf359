import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionOrganisation } from '#domain/api/accounts.ts';
import { moveMessages } from '#domain/messages/alpha.ts';
import { getQuestionSet } from '#domain/question-bank.ts';
import { roleLabel } from '#domain/roles.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { resendVerification, useAuth } from '#web/features/accounts/index.ts';
import { movePlan, moveWorkspace, type MoveReport } from './move-to-server.ts';
import { serverMoveRequests } from './queries.ts';
import type { Workspace } from './workspace-schema.ts';
import { useLingui } from '@lingui/react/macro';

/** The move invites people in the administrator's name: only once their own address is proven (the server insists too). */
export function VerifyFirstCard({ email }: { email: string }) {
  const { t } = useLingui();
  const { refresh } = useAuth();
  const [checked, setChecked] = useState(false);
  const check = useMutation({ mutationFn: refresh, onSettled: () => setChecked(true) });
  const resend = useMutation({ mutationFn: () => resendVerification(email) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Verify your email address</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-slate-800">{t(moveMessages.verifyFirst(email))}</p>
        {checked && !check.isPending && <FormMessage tone="notice">{t(moveMessages.stillUnverified)}</FormMessage>}
        {resend.isSuccess && <FormMessage tone="success">A new link is on its way to {email}.</FormMessage>}
        {resend.isError && (
          <FormMessage tone="error">
            {errorMessage(resend.error, 'The link could not be sent. Please try again in a few moments.')}
          </FormMessage>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => check.mutate()} loading={check.isPending}>
            I have verified it: check again
          </Button>
          <Button variant="outline" onClick={() => resend.mutate()} loading={resend.isPending}>
            Send the link again
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

type MoveNowProps = {
  workspace: Workspace;
  organisation: SessionOrganisation;
  onSave: (workspace: Workspace) => void;
  onMoved: (report: MoveReport) => void;
};

/** What the move carries, and the button that carries it. */
export function MoveNowCard({ workspace, organisation, onSave, onMoved }: MoveNowProps) {
  const { t } = useLingui();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const plan = movePlan(workspace);
  const move = useMutation({
    mutationFn: () => moveWorkspace(workspace, organisation, serverMoveRequests, onSave, () => new Date()),
    onSuccess: async ({ report }) => {
      // The organisation's categories, its invitations and assessments have changed.
      await queryClient.invalidateQueries();
      await refresh();
      onMoved(report);
    },
  });
  const roles = (role: 'employee' | 'manager') => plan.invitations.filter((person) => person.role === role).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>What moves to {organisation.name}</CardTitle>
        <CardDescription>{t(moveMessages.answersStay)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-800" aria-label="What moves">
          <li>
            {plan.invitations.length} {plan.invitations.length === 1 ? 'person is' : 'people are'} invited by email ({roles('employee')} as{' '}
            {roleLabel.employee}, {roles('manager')} as {roleLabel.manager}).
          </li>
          <li>
            {plan.assessments.length === 0
              ? 'No assessment is started: the workspace has none.'
              : `Assessments start for: ${plan.assessments.map((entry) => entry.title).join(', ')}.`}
          </li>
          {plan.categories.length > 0 && <li>Categories: {plan.categories.map((id) => getQuestionSet(id).title).join(', ')}.</li>}
        </ul>
        {workspace.move?.invitedAt && (
          <FormMessage tone="notice">The people were invited in an earlier attempt: this finishes the move.</FormMessage>
        )}
        {move.isError && (
          <FormMessage tone="error">
            {errorMessage(move.error, 'The move stopped part-way. Please try again: what already reached CultureLens is not done twice.')}
          </FormMessage>
        )}
        <Button className="self-start" onClick={() => move.mutate()} loading={move.isPending}>
          {move.isPending ? 'Moving…' : 'Move the workspace'}
        </Button>
      </CardContent>
    </Card>
  );
}
