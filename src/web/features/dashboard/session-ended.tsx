import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { SessionEndReason } from '#domain/api/accounts.ts';
import { sessionEndedMessages } from '#domain/messages.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/paths.ts';
import { DashboardFrame } from './parts.tsx';
import { useLingui } from '@lingui/react/macro';

/**
 * /dashboard for someone whose session ended: what happened and the way back in. The demo
 * organisation's figures in its place looked like their own organisation's.
 */
export function SessionEnded({ reason }: { reason: SessionEndReason }) {
  const { t } = useLingui();
  const message = sessionEndedMessages[reason];
  return (
    <DashboardFrame>
      <div role="status" className="flex flex-col items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-6 text-amber-950">
        <h1 className="text-2xl font-bold tracking-tight">{t(message.title)}</h1>
        <p>{t(message.text)}</p>
        <Link to={paths.login} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          <Trans>Sign In</Trans>
        </Link>
      </div>
    </DashboardFrame>
  );
}
