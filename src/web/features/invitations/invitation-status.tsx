import { useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Invitation, InvitationStatus } from '#domain/api/invitations.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';

// Where an invitation stands, as the history, the alpha dashboard and their badges show it.

/** "5 Mar 2026, 14:07" in English (`locale`: the shown language's Intl locale); an unparsable value is shown as it came. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
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

const statusBadge: Record<InvitationStatus, { label: MessageDescriptor; variant: BadgeVariant }> = {
  pending: { label: msg({ message: 'Pending', context: 'invitation status' }), variant: 'info' },
  accepted: { label: msg({ message: 'Accepted', context: 'invitation status' }), variant: 'success' },
  expired: { label: msg({ message: 'Expired', context: 'invitation status' }), variant: 'warning' },
  revoked: { label: msg({ message: 'Revoked', context: 'invitation status' }), variant: 'neutral' },
};

export const invitationStatusLabel = (status: InvitationStatus): MessageDescriptor => statusBadge[status].label;

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useLingui();
  const { label, variant } = statusBadge[status];
  return <Badge variant={variant}>{t(label)}</Badge>;
}
