import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { InvitationOutcome } from '#domain/api/invitations.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';

const outcomeBadge: Record<InvitationOutcome['outcome'], { label: MessageDescriptor; variant: BadgeVariant }> = {
  invited: { label: msg({ message: 'Invited', context: 'invitation outcome' }), variant: 'success' },
  reinvited: { label: msg`Invited again`, variant: 'success' },
  already_invited: { label: msg`Already invited`, variant: 'neutral' },
  already_member: { label: msg`Already a member`, variant: 'neutral' },
  duplicate: { label: msg({ message: 'Duplicate', context: 'invitation outcome' }), variant: 'warning' },
  invalid: { label: msg({ message: 'Invalid', context: 'invitation outcome' }), variant: 'danger' },
};

/**
 * The per-line report of an invitation or import request. The live region is always
 * rendered so that a screen reader announces the report when it appears.
 */
export function InvitationResults({
  results,
  caption,
  lineLabel,
}: {
  results: readonly InvitationOutcome[] | null;
  caption: string;
  lineLabel?: string;
}) {
  const { t } = useLingui();
  return (
    <div aria-live="polite" className="empty:hidden">
      {results && results.length > 0 && (
        <DataTable caption={caption} showCaption columns={[lineLabel ?? t`Line`, t`Email`, t`Outcome`, t`Message`]}>
          {results.map((result) => (
            <tr key={`${result.line}-${result.email}`}>
              <td className="px-3 py-2 tabular-nums">{result.line}</td>
              <td className="px-3 py-2">{result.email ? <EmailAddress address={result.email} /> : '—'}</td>
              <td className="px-3 py-2">
                <Badge variant={outcomeBadge[result.outcome].variant}>{t(outcomeBadge[result.outcome].label)}</Badge>
              </td>
              <td className="px-3 py-2 text-slate-700">{result.message}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
