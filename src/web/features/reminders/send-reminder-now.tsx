import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { reminderMessages } from '#domain/messages.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useSendReminderNow } from './queries.ts';

/** 'Send a reminder now', after a confirmation that says who gets it (and that nobody will see who). */
export function SendReminderNow({ assessmentId, title, sending }: { assessmentId: string; title: string; sending: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const send = useSendReminderNow(assessmentId);
  const { toast } = useToast();
  const { t } = useLingui();

  function confirm() {
    setConfirming(false);
    send.mutate(undefined, {
      onSuccess: () => toast({ title: t(reminderMessages.sendNowTitle), description: t(reminderMessages.sendNowText), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t(reminderMessages.sendNowFailedTitle),
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        }),
    });
  }

  return (
    <>
      <Button size="sm" loading={send.isPending} disabled={sending} onClick={() => setConfirming(true)}>
        <Trans>Send a reminder now</Trans>
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Send a reminder now?`}
        description={t`Everyone who has not completed "${title}" gets a reminder, except people who already had one today.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={confirm}>
              <Trans>Send reminder</Trans>
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">{t(reminderMessages.privacy)}</p>
      </Dialog>
    </>
  );
}
