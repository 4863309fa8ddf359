import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '#web/api-client.ts';
import { errorMessage } from '#web/api-errors.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { useAuth } from '#web/features/accounts/index.ts';
import { paths } from '#web/paths.ts';
import { invitationResultToasts } from '#web/features/invitations/index.ts';
import { completeSetup } from './queries.ts';
import { setupMessages } from '#domain/messages.ts';
import { chosenCategories, type PendingInvitation, type Selection } from './setup-selection.ts';

/**
 * Completes the setup wizard on the server: the name, the chosen categories and domains, and
 * the invitations. Reports the outcome in toasts and goes on to the dashboard.
 */
export function useCompleteSetup() {
  const { user, organisation, refresh } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useLingui();

  const complete = useMutation({
    mutationFn: completeSetup,
    onSuccess: async (response) => {
      const toasts = invitationResultToasts(response.invitations);
      if (response.invitations.sent === 0) {
        const name = response.organisation.name;
        toast({ title: t(setupMessages.completeTitle), description: t`${name} is set up.`, variant: 'success' });
      }
      toasts.forEach((options) => toast(options));
      await refresh();
      navigate(paths.dashboard);
    },
    onError: (error) => {
      const signedOutOrElsewhere = error instanceof ApiError && (error.status === 401 || error.status === 403);
      toast({
        title: t(setupMessages.failedTitle),
        description: signedOutOrElsewhere ? t(setupMessages.notFound) : errorMessage(error, t(setupMessages.failedDefault)),
        variant: 'destructive',
      });
    },
  });

  function completeWizard({
    organisationName,
    selection,
    invitations,
  }: {
    organisationName: string;
    selection: Selection;
    invitations: PendingInvitation[];
  }) {
    if (!user || !organisation) {
      toast({ title: t(setupMessages.failedTitle), description: t(setupMessages.notFound), variant: 'destructive' });
      return;
    }
    const selectedCategories = chosenCategories(selection);
    complete.mutate({
      organisationName,
      selectedCategories,
      selectedDomains: selectedCategories.flatMap((id) => selection[id] ?? []),
      invitations,
    });
  }

  return { completeWizard, completing: complete.isPending };
}
