import { useEffect, useState } from 'react';
import type { Invitation, InvitationStatus } from '#domain/api/invitations.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';

// Where an invitation stands, as the history, the alpha dashboard and their badges show it.

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "5 Mar 2026, 14:07" (en-GB); an unparsable value is shown as it came. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** The status to show: a pending invitation whose expiry passed since the list was loaded is expired. */
export function shownStatus(invitation: Pick<Invitation, 'status' | 'expiresAt'>, now = Date.now()): InvitationStatus {
  if (invitation.status === 'pending' && new Date(invitation.expiresAt).getTime() <= now) return 'expired';
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

export const invitationStatusLabel = (status: InvitationStatus): string => statusBadge[status].label;

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { label, variant } = statusBadge[status];
  return <Badge variant={variant}>{label}</Badge>;
}
