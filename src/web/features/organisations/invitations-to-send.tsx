import { Trans, useLingui } from '@lingui/react/macro';
import { roleLabel } from '#domain/roles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import type { PendingInvitation } from './setup-selection.ts';
import { EmailAddress } from '#web/components/ui/email-address.tsx';

/** The setup wizard's list of people to invite when setup completes, each removable. */
export function InvitationsToSend({ invitations, onRemove }: { invitations: PendingInvitation[]; onRemove: (email: string) => void }) {
  const { t } = useLingui();
  const count = invitations.length;
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h3" className="text-base">
          <Trans>Invitations to send ({count})</Trans>
        </CardTitle>
        {invitations.length === 0 && (
          <CardDescription>
            <Trans>No invitations added yet.</Trans>
          </CardDescription>
        )}
      </CardHeader>
      {invitations.length > 0 && (
        <CardContent className="px-4">
          <ul className="divide-y divide-slate-200">
            {invitations.map(({ email, role }) => (
              <li key={email} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="flex flex-wrap items-center gap-2">
                  <EmailAddress address={email} />
                  <Badge variant="info">{t(roleLabel[role])}</Badge>
                </span>
                <Button variant="ghost" size="sm" aria-label={t`Remove ${email}`} onClick={() => onRemove(email)}>
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
