import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { safeRedirectPath } from '#domain/safe-redirect.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { paths } from '#web/paths.ts';
import { AuthCard } from '#web/features/accounts/index.ts';

/**
 * The recovery codes, right after they were made: the server keeps only their hashes. Continuing
 * goes where the person was going, or back to the page that showed them (`onContinue`).
 */
export function RecoveryCodesShownOnce({ codes, onContinue }: { codes: string[]; onContinue?: () => void }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [copied, setCopied] = useState(false);
  const { t } = useLingui();
  const text = `${t`CultureLens recovery codes (each works once)`}\n\n${codes.join('\n')}\n`;

  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'culturelens-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <AuthCard
      title={t`Save your recovery codes`}
      description={t`If you lose your phone or your passkeys, each of these codes signs you in once as your second step.`}
      wide
    >
      <div className="flex flex-col gap-5">
        <FormMessage tone="notice">
          <Trans>They are shown only now. Keep them somewhere safe, such as a password manager.</Trans>
        </FormMessage>
        <ul aria-label={t`Recovery codes`} className="grid grid-cols-2 gap-2 font-mono text-slate-900">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? t`Copied` : t`Copy codes`}
          </Button>
          <Button variant="outline" onClick={download}>
            <Trans>Download codes</Trans>
          </Button>
        </div>
        <Button
          className="self-start"
          onClick={() =>
            onContinue ? onContinue() : void navigate(safeRedirectPath(searchParams.get('next')) ?? paths.dashboard, { replace: true })
          }
        >
          <Trans>I have saved my codes, continue</Trans>
        </Button>
      </div>
    </AuthCard>
  );
}
