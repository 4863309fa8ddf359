import type { InvitationOutcome } from '#domain/api/invitations.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';

const outcomeBadge: Record<InvitationOutcome['outcome'], { label: string; variant: BadgeVariant }> = {
  invited: { label: 'Invited', variant: 'success' },
  reinvited: { label: 'Invited again', variant: 'success' },
  already_invited: { label: 'Already invited', variant: 'neutral' },
  already_member: { label: 'Already a member', variant: 'neutral' },
  duplicate: { label: 'Duplicate', variant: 'warning' },
  invalid: { label: 'Invalid', variant: 'danger' },
};

/**
 * The per-line report of an invitation or import request. The live region is always
 * rendered so that a screen reader announces the report when it appears.
 */
export function InvitationResults({
  results,
  caption,
  lineLabel = 'Line',
}: {
  results: readonly InvitationOutcome[] | null;
  caption: string;
  lineLabel?: string;
}) {
  return (
    <div aria-live="polite" className="empty:hidden">
      {results && results.length > 0 && (
        <DataTable caption={caption} showCaption columns={[lineLabel, 'Email', 'Outcome', 'Message']}>
          {results.map((result) => (
            <tr key={`${result.line}-${result.email}`}>
              <td className="px-3 py-2 tabular-nums">{result.line}</td>
              <td className="px-3 py-2">{result.email ? <EmailAddress address={result.email} /> : '—'}</td>
              <td className="px-3 py-2">
                <Badge variant={outcomeBadge[result.outcome].variant}>{outcomeBadge[result.outcome].label}</Badge>
              </td>
              <td className="px-3 py-2 text-slate-700">{result.message}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
