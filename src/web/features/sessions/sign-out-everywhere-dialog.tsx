import { useMutation } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { endPersonSessions } from './queries.ts';
import { countOf } from '#domain/plural.ts';

/** An administrator's confirmation before signing a person out on every device (they stay active). */
export function SignOutEverywhereDialog({ person, onClose }: { person: { id: string; name: string } | null; onClose: () => void }) {
  const { toast } = useToast();
  const end = useMutation({ mutationFn: endPersonSessions });
  const name = person?.name ?? '';

  function confirm() {
    if (!person) return;
    end.mutate(person.id, {
      onSuccess: ({ ended }) => {
        toast({
          title: 'Signed out everywhere',
          description: `${name} was signed out of ${countOf(ended, 'session')}. They can sign in again with their password.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        toast({ title: `Could not sign ${name} out`, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        onClose();
      },
    });
  }

  return (
    <Dialog
      open={person !== null}
      onClose={onClose}
      title={`Sign ${name} out everywhere?`}
      description={`Every session of ${name}, on every device, ends now. Their account stays active: they can sign in again with their password.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" loading={end.isPending} onClick={confirm}>
            Sign out everywhere
          </Button>
        </>
      }
    />
  );
}
