import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '#web/api-client.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { paths } from '#web/paths.ts';
import { localWorkspaceState, type CarriedOver } from '#web/features/alpha/index.ts';

/** Only a request that never reached the server: a refusal (4xx) means the server is there and answered. */
export function isServerUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network_error';
}

/**
 * spec/01 §4's fallback, made explicit: when the server cannot be reached, offer to carry on in
 * a local workspace in this browser, with the details typed so far (never the password).
 */
export function LocalWorkspaceOffer({ details }: { details: CarriedOver }) {
  return (
    <FormMessage tone="notice">
      <span className="flex flex-col gap-2">
        <span>
          <Trans>
            CultureLens could not be reached, so your organisation was not created. You can try again later, or continue in a local
            workspace that stays in this browser.
          </Trans>
        </span>
        <Link
          to={paths.alphaWorkspace}
          state={localWorkspaceState(details)}
          className={buttonClasses({ variant: 'outline', className: 'self-start' })}
        >
          <Trans>Continue in a local workspace</Trans>
        </Link>
      </span>
    </FormMessage>
  );
}
