import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import type { PlatformOrganisation } from '#domain/api/platform.ts';
import { platformMessages } from '#domain/messages/platform.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useChangeSuspension } from './queries.ts';
import { ReasonForm } from './reason-form.tsx';

/** Whether the organisation is in use or suspended (since when, why). */
export function SuspensionStatus({ organisation }: { organisation: PlatformOrganisation }) {
  const locale = useIntlLocale();
  if (!organisation.suspendedAt) {
    return (
      <span>
        <Trans>In use</Trans>
      </span>
    );
  }
  const since = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(organisation.suspendedAt));
  return (
    <span className="flex flex-col">
      <span className="font-medium text-red-800">
        <Trans>
          Suspended since <time dateTime={organisation.suspendedAt}>{since}</time>
        </Trans>
      </span>
      {organisation.suspensionReason && <span className="text-slate-600">{organisation.suspensionReason}</span>}
    </span>
  );
}

/** Suspend or reinstate one organisation, with a reason; `onDone` says what happened. */
export function SuspensionAction({ organisation, onDone }: { organisation: PlatformOrganisation; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const change = useChangeSuspension();
  const suspended = organisation.suspendedAt !== null;
  const name = organisation.name;
  if (!open) {
    return (
      <Button
        size="sm"
        variant={suspended ? 'outline' : 'destructive'}
        onClick={() => setOpen(true)}
        aria-label={suspended ? t`Reinstate ${name}` : t`Suspend ${name}`}
      >
        {suspended ? t`Reinstate…` : t`Suspend…`}
      </Button>
    );
  }
  return (
    <ReasonForm
      label={suspended ? t`Why reinstate ${name}?` : t`Why suspend ${name}?`}
      submitLabel={suspended ? t`Reinstate ${name}` : t`Suspend ${name}`}
      destructive={!suspended}
      onCancel={() => setOpen(false)}
      onSubmit={async (reason) => {
        await change.mutateAsync({ organisationId: organisation.id, action: suspended ? 'reinstatement' : 'suspension', reason });
        setOpen(false);
        onDone(t(suspended ? platformMessages.reinstated(organisation.name) : platformMessages.suspended(organisation.name)));
      }}
    />
  );
}
