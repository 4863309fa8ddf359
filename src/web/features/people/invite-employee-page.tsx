import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { INVITABLE_ROLES, INVITATION_VALIDITY_DAYS, type InvitableRole } from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { roleLabel } from '#domain/roles.ts';
import { EMAIL_MAX_LENGTH, EmailSchema } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { userCan, useAuth } from '#web/features/auth/index.ts';
import { invitationErrorToast, Steps, wasSent } from './invitation-parts.tsx';
import { useCreateInvitations } from './queries.ts';

export const inviteEmployeeMessages = {
  sentTitle: 'Invitation Sent',
  notSentTitle: 'Invitation not sent',
  errorTitle: 'Error',
} as const;

function isInvitableRole(value: string): value is InvitableRole {
  return (INVITABLE_ROLES as readonly string[]).includes(value);
}

/**
 * /invite-employee: invite one person with any organisation role. Signed-in people who may
 * not invite are told so and sent to the dashboard (spec/01 §6).
 */
export function InviteEmployeePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const allowed = user !== null && user.organisationId !== null && userCan(user, 'invitePeople');

  // Once only: StrictMode runs effects twice, and one toast is enough.
  const denied = useRef(false);
  useEffect(() => {
    if (!user || allowed || denied.current) return;
    denied.current = true;
    toast({ title: invitationMessages.accessDeniedTitle, description: invitationMessages.accessDeniedText, variant: 'destructive' });
    navigate(paths.dashboard, { replace: true });
  }, [user, allowed, toast, navigate]);

  if (!allowed) return <LoadingState label="Checking your permissions…" />;
  return <InviteEmployeeForm />;
}

function InviteEmployeeForm() {
  const { toast } = useToast();
  const send = useCreateInvitations();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('employee');
  const [emailError, setEmailError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
      return;
    }
    setEmailError(undefined);
    const address = parsed.data;
    send.mutate(
      { invitations: [{ email: address, role }] },
      {
        onSuccess: (response) => {
          const result = response.results[0];
          if (result && wasSent(result)) {
            toast({
              title: inviteEmployeeMessages.sentTitle,
              description: `An invitation has been sent to ${address}.`,
              variant: 'success',
            });
            setEmail('');
          } else {
            toast({
              title: inviteEmployeeMessages.notSentTitle,
              description: result ? `${address}: ${result.message}` : invitationMessages.inviteFailedDefault,
            });
          }
        },
        onError: (error) =>
          toast(invitationErrorToast(error, inviteEmployeeMessages.errorTitle, invitationMessages.inviteFailedDefault)),
      },
    );
  }

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Invite Employees</h1>
        <p className="text-slate-700">
          Invite someone to your organisation. To invite many people at once, use{' '}
          <Link to={paths.invitationManagement} className={textLinkClass}>
            invitation management
          </Link>{' '}
          or import a CSV file in{' '}
          <Link to={paths.employeeManagement} className={textLinkClass}>
            employee management
          </Link>
          .
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle>Invitation details</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
              <Field label="Email address" error={emailError} required>
                <Input
                  type="email"
                  name="email"
                  autoComplete="off"
                  maxLength={EMAIL_MAX_LENGTH}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Field>
              <Field label="Role" hint="Admins can invite people and manage the organisation.">
                <Select
                  name="role"
                  value={role}
                  onChange={(event) => {
                    if (isInvitableRole(event.target.value)) setRole(event.target.value);
                  }}
                  options={INVITABLE_ROLES.map((value) => ({ value, label: roleLabel[value] }))}
                />
              </Field>
              <div>
                <Button type="submit" loading={send.isPending}>
                  {send.isPending ? 'Sending…' : 'Send Invitation'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>How it works</CardTitle>
            <CardDescription>Three steps from invitation to taking part.</CardDescription>
          </CardHeader>
          <CardContent>
            <Steps>
              <li>You enter their email address and choose their role.</li>
              <li>
                They receive an email with a personal link, valid for {INVITATION_VALIDITY_DAYS} days.
              </li>
              <li>
                They open the link, create their account and give their consent; then they can take part in your
                assessments.
              </li>
            </Steps>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
