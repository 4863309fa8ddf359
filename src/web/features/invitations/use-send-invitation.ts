import { useLingui } from '@lingui/react/macro';
import type { InvitableRole } from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { invitationErrorToast, wasSent } from './invitation-toasts.ts';
import { useCreateInvitations } from './queries.ts';

/**
 * Sends one invitation at once and says in a toast what became of it. Resolves to whether it
 * was sent, so the invite form knows to empty its address field.
 */
export function useSendInvitation() {
  const { toast } = useToast();
  const send = useCreateInvitations();
  const { t } = useLingui();

  async function sendInvitation({ email, role }: { email: string; role: InvitableRole }): Promise<boolean> {
    try {
      const response = await send.mutateAsync({ invitations: [{ email, role }] });
      const result = response.results[0];
      if (result && wasSent(result)) {
        toast({
          title: t(invitationMessages.singleSentTitle),
          description: t`An invitation has been sent to ${email}.`,
          variant: 'success',
        });
        return true;
      }
      toast({
        title: t(invitationMessages.singleNotSentTitle),
        description: `${email}: ${result?.message ?? invitationMessages.inviteFailedDefault}`,
      });
      return false;
    } catch (error) {
      toast(invitationErrorToast(error, t(invitationMessages.errorTitle), t(invitationMessages.inviteFailedDefault)));
      return false;
    }
  }

  return { sendInvitation, sending: send.isPending };
}
