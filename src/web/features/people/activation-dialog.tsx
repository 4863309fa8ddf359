import { Trans, useLingui } from '@lingui/react/macro';
import type { Person } from '#domain/api/people.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { displayName } from './person-display.ts';
import { usePersonUpdate } from './use-person-update.ts';

/** Asks before deactivating a person (they can no longer sign in) or reactivating them. */
export function ActivationDialog({ person, onClose }: { person: Person | null; onClose: () => void }) {
  const { toast } = useToast();
  const { t } = useLingui();
  const update = usePersonUpdate();
  const reactivating = person?.status === 'deactivated';
  const name = person ? displayName(person) : '';

  function confirm() {
    if (!person) return;
    update.mutate(
      { person, change: { isActive: reactivating } },
      {
        onSuccess: () => {
          toast({
            title: reactivating ? t`Reactivated` : t({ message: 'Deactivated', context: 'person status' }),
            description: reactivating ? t`${name} can sign in again.` : t`${name} can no longer sign in.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          toast({
            title: reactivating ? t`Could not reactivate ${name}` : t`Could not deactivate ${name}`,
            description: errorMessage(error, t`Please try again.`),
            variant: 'destructive',
          });
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open={person !== null}
      onClose={onClose}
      title={reactivating ? t`Reactivate ${name}?` : t`Deactivate ${name}?`}
      description={
        reactivating
          ? t`${name} will be able to sign in and take part in assessments again.`
          : person?.personalEmail
            ? t`${name} will no longer be able to sign in. Answers already given stay in your organisation's anonymous results. If an exit survey is open, it goes to their personal e-mail.`
            : t`${name} will no longer be able to sign in. Answers already given stay in your organisation's anonymous results. ${name} gave no personal e-mail, so no exit survey will be sent.`
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant={reactivating ? 'primary' : 'destructive'} loading={update.isPending} onClick={confirm}>
            {reactivating ? t`Reactivate` : t`Deactivate`}
          </Button>
        </>
      }
    />
  );
}
