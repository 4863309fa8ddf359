import { msg } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { newPassword, PASSWORD_MIN_LENGTH_ORGANISATION } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { hashPassword, type PasswordHash } from './password-hash.ts';

/** For a workspace carried over from the prototype without a password: the device cannot go round until one is chosen. */
export function ChoosePasswordCard({ onChosen }: { onChosen: (hash: PasswordHash) => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minLength = PASSWORD_MIN_LENGTH_ORGANISATION;
    const parsed = newPassword(minLength, msg`Password must be at least ${minLength} characters long.`).safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t`Choose another password.`);
    onChosen(await hashPassword(parsed.data));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Choose a facilitator password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>It brings you back to this workspace after the device went round. Only a hash of it is stored.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={t`New facilitator password`} error={error ?? undefined} className="flex-1">
            <Input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field>
          <Button type="submit">
            <Trans>Save password</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
