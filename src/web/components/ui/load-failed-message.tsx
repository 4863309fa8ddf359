import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, isNoOrganisation } from '#web/api-errors.ts';
import { NoOrganisationCardOnDemand as NoOrganisationCard } from '#web/components/no-organisation-on-demand.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';

/**
 * A list that could not be loaded: what failed, the server's reason, and a way to try again;
 * for someone in no organisation, how to create or join one instead.
 */
export function LoadFailedMessage({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  if (isNoOrganisation(error)) return <NoOrganisationCard />;
  return (
    <FormMessage tone="error">
      <p className="font-semibold">{title}</p>
      <p>{errorMessage(error, t`Please try again.`)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </FormMessage>
  );
}
