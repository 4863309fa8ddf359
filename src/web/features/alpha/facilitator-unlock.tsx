import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { verifyPassword, type PasswordHash } from './password-hash.ts';

/** The way back from the answering view: the facilitator's password, checked against its PBKDF2 hash. */
export function FacilitatorUnlock({ passwordHash, onUnlocked }: { passwordHash: PasswordHash | null; onUnlocked: () => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    const matches = passwordHash !== null && (await verifyPassword(password, passwordHash));
    setChecking(false);
    if (matches) onUnlocked();
    else setError(t`That is not the facilitator password.`);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-end">
      <Field label={t`Facilitator password`} error={error ?? undefined} className="flex-1">
        <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" loading={checking}>
        <Trans>Back to the workspace</Trans>
      </Button>
    </form>
  );
}
