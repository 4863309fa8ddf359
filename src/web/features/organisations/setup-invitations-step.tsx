import { useRef, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { INVITATION_VALIDITY_DAYS } from '#domain/api/invitations.ts';
import { SETUP_INVITE_ROLES } from '#domain/api/organisations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { InvitationsToSend } from './invitations-to-send.tsx';
import { InviteForm } from '#web/features/invitations/index.ts';
import { setupMessages } from '#domain/messages.ts';
import type { PendingInvitation } from './setup-selection.ts';

/** Step 2 of the setup wizard: the people to invite, sent when setup completes. */
export function InvitationsStep({
  headingRef,
  invitations,
  onInvitationsChange,
  onBack,
  onComplete,
  completing,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  invitations: PendingInvitation[];
  onInvitationsChange: (update: (current: PendingInvitation[]) => PendingInvitation[]) => void;
  onBack: () => void;
  onComplete: () => void;
  completing: boolean;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const emailInput = useRef<HTMLInputElement>(null);
  const days = INVITATION_VALIDITY_DAYS;

  function add(invitation: PendingInvitation): boolean {
    if (invitations.some((added) => added.email === invitation.email)) {
      toast({ title: t(setupMessages.duplicateEmailTitle), description: t(setupMessages.duplicateEmailText), variant: 'destructive' });
      return false;
    }
    onInvitationsChange((current) => [...current, invitation]);
    emailInput.current?.focus();
    return true;
  }

  function remove(address: string) {
    onInvitationsChange((current) => current.filter((invitation) => invitation.email !== address));
    emailInput.current?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          <Trans>Invite your team</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>
            Add the people to invite, one at a time. Each receives an email with a link that works for {days} days. You can also invite
            people later.
          </Trans>
        </p>
      </div>
      <InviteForm
        roles={SETUP_INVITE_ROLES}
        onInvite={add}
        onInvalidEmail={() =>
          toast({ title: t(setupMessages.invalidEmailTitle), description: t(setupMessages.invalidEmailText), variant: 'destructive' })
        }
        className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]"
        submitLabel={t({ message: 'Add', context: 'add a person to the invitations' })}
        submitVariant="secondary"
        emailInputRef={emailInput}
      />
      <InvitationsToSend invitations={invitations} onRemove={remove} />
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={onComplete} loading={completing}>
          {completing ? t`Completing setup…` : t`Complete Setup`}
        </Button>
      </div>
    </div>
  );
}
