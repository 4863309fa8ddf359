import { useState } from 'react';
import type { PlatformOrganisation } from '#domain/api/platform.ts';
import { platformMessages } from '#domain/messages/platform.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useChangeSuspension } from './queries.ts';
import { ReasonForm } from './reason-form.tsx';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** Whether the organisation is in use or suspended (since when, why). */
export function SuspensionStatus({ organisation }: { organisation: PlatformOrganisation }) {
  if (!organisation.suspendedAt) return <span>In use</span>;
  return (
    <span className="flex flex-col">
      <span className="font-medium text-red-800">
        Suspended since <time dateTime={organisation.suspendedAt}>{dateFormat.format(new Date(organisation.suspendedAt))}</time>
      </span>
      {organisation.suspensionReason && <span className="text-slate-600">{organisation.suspensionReason}</span>}
    </span>
  );
}

/** Suspend or reinstate one organisation, with a reason; `onDone` says what happened. */
export function SuspensionAction({ organisation, onDone }: { organisation: PlatformOrganisation; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const change = useChangeSuspension();
  const suspended = organisation.suspendedAt !== null;
  if (!open) {
    return (
      <Button
        size="sm"
        variant={suspended ? 'outline' : 'destructive'}
        onClick={() => setOpen(true)}
        aria-label={`${suspended ? 'Reinstate' : 'Suspend'} ${organisation.name}`}
      >
        {suspended ? 'Reinstate…' : 'Suspend…'}
      </Button>
    );
  }
  return (
    <ReasonForm
      label={suspended ? `Why reinstate ${organisation.name}?` : `Why suspend ${organisation.name}?`}
      submitLabel={suspended ? `Reinstate ${organisation.name}` : `Suspend ${organisation.name}`}
      destructive={!suspended}
      onCancel={() => setOpen(false)}
      onSubmit={async (reason) => {
        await change.mutateAsync({ organisationId: organisation.id, action: suspended ? 'reinstatement' : 'suspension', reason });
        setOpen(false);
        onDone(suspended ? platformMessages.reinstated(organisation.name) : platformMessages.suspended(organisation.name));
      }}
    />
  );
}
