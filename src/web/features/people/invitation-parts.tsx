import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INVITATION_VALIDITY_DAYS,
  type Invitation,
  type InvitationOutcome,
  type InvitationStatus,
} from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useToast, type ToastOptions } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/api-client.ts';
import { errorMessage } from '#web/api-errors.ts';
import { invalidatePeopleAndInvitations, resendInvitation, revokeInvitation, type CreateInvitationsResponse } from './queries.ts';

// Parts shared by the setup wizard, invitation management, the invite page and the alpha dashboard.

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "5 Mar 2026, 14:07" (en-GB); an unparsable value is shown as it came. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** The status to show: a pending invitation whose expiry passed since the list was loaded is expired. */
export function shownStatus(invitation: Pick<Invitation, 'status' | 'expires_at'>, now = Date.now()): InvitationStatus {
  if (invitation.status === 'pending' && new Date(invitation.expires_at).getTime() <= now) return 'expired';
  return invitation.status;
}

/** The current time, updated every `intervalMs`, so "expired" appears without a reload. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const statusBadge: Record<InvitationStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'info' },
  accepted: { label: 'Accepted', variant: 'success' },
  expired: { label: 'Expired', variant: 'warning' },
  revoked: { label: 'Revoked', variant: 'neutral' },
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { label, variant } = statusBadge[status];
  return <Badge variant={variant}>{label}</Badge>;
}

const SENT_OUTCOMES: ReadonlySet<InvitationOutcome['outcome']> = new Set(['invited', 'reinvited']);

export function wasSent(result: InvitationOutcome): boolean {
  return SENT_OUTCOMES.has(result.outcome);
}

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
        <div className="overflow-x-auto rounded-md border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left font-semibold text-slate-900">{caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {lineLabel}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Email
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Outcome
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Message
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {results.map((result) => (
                <tr key={`${result.line}-${result.email}`}>
                  <td className="px-3 py-2 tabular-nums">{result.line}</td>
                  <td className="px-3 py-2 break-all">{result.email || '—'}</td>
                  <td className="px-3 py-2">
                    <Badge variant={outcomeBadge[result.outcome].variant}>{outcomeBadge[result.outcome].label}</Badge>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{result.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

const MAX_LISTED = 5;

/** The lines that were not sent, as one short text for a toast. */
export function refusedSummary(results: readonly InvitationOutcome[]): string | undefined {
  const refused = results.filter((result) => !wasSent(result));
  if (refused.length === 0) return undefined;
  const listed = refused.slice(0, MAX_LISTED).map((result) => `${result.email || `Line ${result.line}`}: ${result.message}`);
  const more = refused.length > MAX_LISTED ? ` …and ${refused.length - MAX_LISTED} more.` : '';
  return `${listed.join('; ')}.${more}`;
}

/** The toasts after invitations went out: the catalogue's success text, then anything refused. */
export function invitationResultToasts({ sent, results }: CreateInvitationsResponse): ToastOptions[] {
  const toasts: ToastOptions[] = [];
  if (sent > 0) {
    toasts.push({ title: invitationMessages.sentTitle, description: invitationMessages.sentText(sent), variant: 'success' });
  }
  const refused = refusedSummary(results);
  if (refused) {
    toasts.push({
      title: sent > 0 ? 'Some invitations were not sent' : 'No invitations sent',
      description: refused,
      variant: 'default',
      duration: 10_000,
    });
  }
  return toasts;
}

// Catalogue messages that the server sends as "Title: text"; a toast shows them in two parts.
const CATALOGUE_TITLES = [invitationMessages.noEmailsTitle, invitationMessages.invalidLinkTitle];

/** A toast for a failed invitation call: the catalogue title where the message carries one. */
export function invitationErrorToast(error: unknown, fallbackTitle: string, fallbackText: string): ToastOptions {
  const message = errorMessage(error, fallbackText);
  const title = CATALOGUE_TITLES.find((candidate) => message.startsWith(`${candidate}: `));
  if (title) return { title, description: message.slice(title.length + 2), variant: 'destructive' };
  if (error instanceof ApiError && error.status === 403) {
    return { title: invitationMessages.accessDeniedTitle, description: message, variant: 'destructive' };
  }
  return { title: fallbackTitle, description: message, variant: 'destructive' };
}

/**
 * The lines the server reported as issues of a refused request ("line 3": "x: Not a valid
 * email address"), as result rows, so a list with no valid address still shows why.
 */
export function resultsFromIssues(error: unknown): InvitationOutcome[] | null {
  if (!(error instanceof ApiError) || error.issues.length === 0) return null;
  const rows = error.issues.flatMap((issue): InvitationOutcome[] => {
    const line = /^line (\d+)$/.exec(issue.path);
    if (!line?.[1]) return [];
    const separator = issue.message.lastIndexOf(': ');
    const email = separator > 0 ? issue.message.slice(0, separator) : '';
    const message = separator > 0 ? issue.message.slice(separator + 2) : issue.message;
    return [{ line: Number(line[1]), email, outcome: 'invalid', message }];
  });
  return rows.length > 0 ? rows : null;
}

/** Resend and revoke, with their catalogue toasts; both refresh the lists afterwards. */
export function useInvitationActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const resend = useMutation({
    mutationFn: (invitation: Pick<Invitation, 'id' | 'email'>) => resendInvitation(invitation.id),
    onSuccess: (_result, invitation) =>
      toast({
        title: invitationMessages.resent,
        description: `A new link was sent to ${invitation.email}. It works for ${INVITATION_VALIDITY_DAYS} days; the old link no longer works.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: invitationMessages.resendFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => invalidatePeopleAndInvitations(queryClient),
  });
  const revoke = useMutation({
    mutationFn: (invitation: Pick<Invitation, 'id' | 'email'>) => revokeInvitation(invitation.id),
    onSuccess: (_result, invitation) =>
      toast({
        title: invitationMessages.revoked,
        description: `The link sent to ${invitation.email} no longer works.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({ title: invitationMessages.revokeFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => invalidatePeopleAndInvitations(queryClient),
  });
  return { resend, revoke };
}

/** Asks before revoking: the person's link stops working at once. */
export function RevokeInvitationDialog({
  invitation,
  onClose,
  onConfirm,
  busy,
  confirmLabel = 'Revoke invitation',
}: {
  invitation: Pick<Invitation, 'email'> | null;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  confirmLabel?: string;
}) {
  return (
    <Dialog
      open={invitation !== null}
      onClose={onClose}
      title="Revoke this invitation?"
      description={
        invitation
          ? `The invitation link sent to ${invitation.email} will stop working. You can invite the address again later.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

/** Which invitation the revoke dialog is asking about, and the confirm handler that revokes it. */
export function useRevokeConfirmation() {
  const { revoke, resend } = useInvitationActions();
  const [pending, setPending] = useState<Pick<Invitation, 'id' | 'email'> | null>(null);
  const confirm = () => {
    if (!pending) return;
    revoke.mutate(pending, { onSettled: () => setPending(null) });
  };
  return { resend, revoke, pending, ask: setPending, cancel: () => setPending(null), confirm };
}

/** A small titled block of explanatory text, e.g. a how-to card's step. */
export function Steps({ children }: { children: ReactNode }) {
  return <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">{children}</ol>;
}
