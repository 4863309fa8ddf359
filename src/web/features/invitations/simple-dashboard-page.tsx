import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { INVITATION_VALIDITY_DAYS } from '#domain/api/invitations.ts';
import { SETUP_INVITE_ROLES } from '#domain/api/organisations.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { paths } from '#web/paths.ts';
import { Steps } from './steps.tsx';
import { InviteForm } from './invite-form.tsx';
import { SentInvitations } from './sent-invitations.tsx';
import { useSendInvitation } from './use-send-invitation.ts';

/** /simple-dashboard: the alpha programme's one-page view for an administrator. */
export function SimpleDashboardPage() {
  const { organisation } = useAuth();
  const { t } = useLingui();
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Alpha Dashboard</Trans>
        </h1>
        <p className="text-slate-700">{organisation ? organisation.name : t`Invite your team and follow their invitations.`}</p>
      </div>
      {organisation ? (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-6">
            <AlphaInviteForm />
            <SentInvitations />
          </div>
          <HowToCard />
        </div>
      ) : (
        <FormMessage tone="notice">
          <Trans>
            Your account does not belong to an organisation yet.{' '}
            <Link to={paths.alphaJoin} className={textLinkClass}>
              Join the alpha programme first
            </Link>
            .
          </Trans>
        </FormMessage>
      )}
    </section>
  );
}

function AlphaInviteForm() {
  const { sendInvitation, sending } = useSendInvitation();
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Invite a team member</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <InviteForm
          roles={SETUP_INVITE_ROLES}
          onInvite={sendInvitation}
          className="grid items-start gap-3 sm:grid-cols-[1fr_10rem]"
          submitLabel={t`Send Invitation`}
          busyLabel={t`Sending…`}
          busy={sending}
        />
      </CardContent>
    </Card>
  );
}

function HowToCard() {
  const days = INVITATION_VALIDITY_DAYS;
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>
          <Trans>How to run your alpha</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm text-slate-700">
        <Steps>
          <li>
            <Trans>Invite your team members with their email address and role.</Trans>
          </li>
          <li>
            <Trans>Each receives an email with a personal link that works for {days} days.</Trans>
          </li>
          <li>
            <Trans>They open the link, create their account and give their consent.</Trans>
          </li>
          <li>
            <Trans>
              Once enough people have answered (six, or more if you chose a larger minimum group size in the settings), the dashboard shows
              your organisation&apos;s results.
            </Trans>
          </li>
        </Steps>
        <p>
          <Trans>
            See who has joined in{' '}
            <Link to={paths.employeeManagement} className={textLinkClass}>
              employee management
            </Link>
            , or invite many people at once in{' '}
            <Link to={paths.invitationManagement} className={textLinkClass}>
              invitation management
            </Link>
            .
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
