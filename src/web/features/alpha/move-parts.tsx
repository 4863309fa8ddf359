import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionOrganisation } from '#domain/api/accounts.ts';
import { moveMessages } from '#domain/messages/alpha.ts';
import { roleLabel } from '#domain/roles.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { resendVerification, useAuth } from '#web/features/accounts/index.ts';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import { movePlan, moveWorkspace, type MovePlan, type MoveReport } from './move-to-server.ts';
import { serverMoveRequests } from './queries.ts';
import { setTitleIn, useShownLocales } from './shown-wording.ts';
import type { Workspace } from './workspace-schema.ts';

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
        <CardTitle>
          <Trans>Verify your email address</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-slate-800">{t(moveMessages.verifyFirst(email))}</p>
        {checked && !check.isPending && <FormMessage tone="notice">{t(moveMessages.stillUnverified)}</FormMessage>}
        {resend.isSuccess && (
          <FormMessage tone="success">
            <Trans>A new link is on its way to {email}.</Trans>
          </FormMessage>
        )}
        {resend.isError && (
          <FormMessage tone="error">
            {errorMessage(resend.error, t`The link could not be sent. Please try again in a few moments.`)}
          </FormMessage>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => check.mutate()} loading={check.isPending}>
            <Trans>I have verified it: check again</Trans>
          </Button>
          <Button variant="outline" onClick={() => resend.mutate()} loading={resend.isPending}>
            <Trans>Send the link again</Trans>
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
  const { name } = organisation;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>What moves to {name}</Trans>
        </CardTitle>
        <CardDescription>{t(moveMessages.answersStay)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <MovePlanList plan={plan} invited={{ employees: roles('employee'), managers: roles('manager') }} />
        {workspace.move?.invitedAt && (
          <FormMessage tone="notice">
            <Trans>The people were invited in an earlier attempt: this finishes the move.</Trans>
          </FormMessage>
        )}
        {move.isError && (
          <FormMessage tone="error">
            {errorMessage(move.error, t`The move stopped part-way. Please try again: what already reached CultureLens is not done twice.`)}
          </FormMessage>
        )}
        <Button className="self-start" onClick={() => move.mutate()} loading={move.isPending}>
          {move.isPending ? t`Moving…` : t`Move the workspace`}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The people, assessments and categories a move carries, each list of names as the shown language writes one. */
function MovePlanList({ plan, invited }: { plan: MovePlan; invited: { employees: number; managers: number } }) {
  const { t } = useLingui();
  const intlLocale = useIntlLocale();
  const locales = useShownLocales();
  const list = new Intl.ListFormat(intlLocale, { type: 'unit', style: 'short' });
  const count = plan.invitations.length;
  const { employees, managers } = invited;
  const employee = t(roleLabel.employee);
  const manager = t(roleLabel.manager);
  const titles = list.format(plan.assessments.map((entry) => entry.title));
  const categories = list.format(plan.categories.map((id) => setTitleIn(id, locales)));
  return (
    <ul className="flex list-disc flex-col gap-2 ps-5 text-slate-800" aria-label={t`What moves`}>
      <li>
        {t`${plural(count, {
          one: '# person is invited by email',
          other: '# people are invited by email',
        })} (${employees} as ${employee}, ${managers} as ${manager}).`}
      </li>
      <li>{plan.assessments.length === 0 ? t`No assessment is started: the workspace has none.` : t`Assessments start for: ${titles}.`}</li>
      {plan.categories.length > 0 && <li>{t`Categories: ${categories}.`}</li>}
    </ul>
  );
}
