import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { INVITABLE_ROLES, INVITATION_VALIDITY_DAYS } from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { userCan, useAuth } from '#web/features/accounts/index.ts';
import { Steps } from './steps.tsx';
import { InviteForm } from './invite-form.tsx';
import { useSendInvitation } from './use-send-invitation.ts';

/**
 * /invite-employee: invite one person with any organisation role. Signed-in people who may
 * not invite are told so and sent to the dashboard (spec/01 §6).
 */
export function InviteEmployeePage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const allowed = user !== null && user.organisationId !== null && userCan(user, 'invitePeople');

  // Once only: StrictMode runs effects twice, and one toast is enough.
  const denied = useRef(false);
  useEffect(() => {
    if (!user || allowed || denied.current) return;
    denied.current = true;
    toast({ title: t(invitationMessages.accessDeniedTitle), description: t(invitationMessages.accessDeniedText), variant: 'destructive' });
    navigate(paths.dashboard, { replace: true });
  }, [user, allowed, toast, navigate, t]);

  if (!allowed) return <LoadingState label={t`Checking your permissions…`} />;
  return <InviteEmployeeForm />;
}

function InviteEmployeeForm() {
  const { sendInvitation, sending } = useSendInvitation();
  const { t } = useLingui();
  const days = INVITATION_VALIDITY_DAYS;
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Invite Employees</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            Invite someone to your organisation. To invite many people at once, use{' '}
            <Link to={paths.invitationManagement} className={textLinkClass}>
              invitation management
            </Link>{' '}
            or import a CSV file in{' '}
            <Link to={paths.employeeManagement} className={textLinkClass}>
              employee management
            </Link>
            .
          </Trans>
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Invitation details</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <InviteForm
              roles={INVITABLE_ROLES}
              onInvite={sendInvitation}
              required
              className="flex flex-col gap-4"
              roleHint={t`Admins can invite people and manage the organisation.`}
              submitLabel={t`Send Invitation`}
              busyLabel={t`Sending…`}
              busy={sending}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>How it works</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Three steps from invitation to taking part.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Steps>
              <li>
                <Trans>You enter their email address and choose their role.</Trans>
              </li>
              <li>
                <Trans>They receive an email with a personal link, valid for {days} days.</Trans>
              </li>
              <li>
                <Trans>They open the link, create their account and give their consent; then they can take part in your assessments.</Trans>
              </li>
            </Steps>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
