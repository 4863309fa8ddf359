import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITATION_VALIDITY_DAYS, type Invitation } from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { invalidatePeopleAndInvitations, resendInvitation, revokeInvitation } from './queries.ts';

/** Resend and revoke, with their catalogue toasts; both refresh the lists afterwards. */
export function useInvitationActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useLingui();
  const days = INVITATION_VALIDITY_DAYS;
  const resend = useMutation({
    mutationFn: (invitation: Pick<Invitation, 'id' | 'email'>) => resendInvitation(invitation.id),
    onSuccess: (_result, { email }) =>
      toast({
        title: t(invitationMessages.resent),
        description: t`A new link was sent to ${email}. It works for ${days} days; the old link no longer works.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: t(invitationMessages.resendFailed), description: errorMessage(error, t`Please try again.`), variant: 'destructive' }),
    onSettled: () => invalidatePeopleAndInvitations(queryClient),
  });
  const revoke = useMutation({
    mutationFn: (invitation: Pick<Invitation, 'id' | 'email'>) => revokeInvitation(invitation.id),
    onSuccess: (_result, { email }) =>
      toast({
        title: t(invitationMessages.revoked),
        description: t`The link sent to ${email} no longer works.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: t(invitationMessages.revokeFailed), description: errorMessage(error, t`Please try again.`), variant: 'destructive' }),
    onSettled: () => invalidatePeopleAndInvitations(queryClient),
  });
  return { resend, revoke };
}

/** Asks before revoking: the person's link stops working at once. */
export function RevokeInvitationDialog({
  invitation,
  onClose,
  onConfirm,
  busy,
  confirmLabel,
}: {
  invitation: Pick<Invitation, 'email'> | null;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  confirmLabel?: string;
}) {
  const { t } = useLingui();
  const email = invitation?.email;
  return (
    <Dialog
      open={invitation !== null}
      onClose={onClose}
      title={t`Revoke this invitation?`}
      description={
        invitation ? t`The invitation link sent to ${email} will stop working. You can invite the address again later.` : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="destructive" loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t`Revoke invitation`}
          </Button>
        </>
      }
    />
  );
}

/** Which invitation the revoke dialog is asking about, and the confirm handler that revokes it. */
export function useRevokeConfirmation() {
  const { revoke, resend } = useInvitationActions();
  const [pending, setPending] = useState<Pick<Invitation, 'id' | 'email'> | null>(null);
  const confirm = () => {
    if (!pending) return;
    revoke.mutate(pending, { onSettled: () => setPending(null) });
  };
  return { resend, revoke, pending, ask: setPending, cancel: () => setPending(null), confirm };
}
