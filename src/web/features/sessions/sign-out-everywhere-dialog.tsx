import { useMutation } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { endPersonSessions } from './queries.ts';

/** An administrator's confirmation before signing a person out on every device (they stay active). */
export function SignOutEverywhereDialog({ person, onClose }: { person: { id: string; name: string } | null; onClose: () => void }) {
  const { toast } = useToast();
  const { t } = useLingui();
  const end = useMutation({ mutationFn: endPersonSessions });
  const name = person?.name ?? '';

  function confirm() {
    if (!person) return;
    end.mutate(person.id, {
      onSuccess: ({ ended }) => {
        toast({
          title: t`Signed out everywhere`,
          description: t`${name} was signed out of ${plural(ended, { one: '# session', other: '# sessions' })}. They can sign in again with their password.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        toast({ title: t`Could not sign ${name} out`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
        onClose();
      },
    });
  }

  return (
    <Dialog
      open={person !== null}
      onClose={onClose}
      title={t`Sign ${name} out everywhere?`}
      description={t`Every session of ${name}, on every device, ends now. Their account stays active: they can sign in again with their password.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="destructive" loading={end.isPending} onClick={confirm}>
            <Trans>Sign out everywhere</Trans>
          </Button>
        </>
      }
    />
  );
}
