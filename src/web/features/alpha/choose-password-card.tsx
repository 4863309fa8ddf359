import { msg } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { newPassword, PASSWORD_MIN_LENGTH_ORGANISATION } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { hashPassword, type PasswordHash } from './password-hash.ts';

const PasswordSchema = newPassword(
  PASSWORD_MIN_LENGTH_ORGANISATION,
  msg`Password must be at least ${{ min: PASSWORD_MIN_LENGTH_ORGANISATION }} characters long.`,
);

/** For a workspace carried over from the prototype without a password: the device cannot go round until one is chosen. */
export function ChoosePasswordCard({ onChosen }: { onChosen: (hash: PasswordHash) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasswordSchema.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Choose another password.');
    onChosen(await hashPassword(parsed.data));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Choose a facilitator password</CardTitle>
        <CardDescription>It brings you back to this workspace after the device went round. Only a hash of it is stored.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="New facilitator password" error={error ?? undefined} className="flex-1">
            <Input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field>
          <Button type="submit">Save password</Button>
        </form>
      </CardContent>
    </Card>
  );
}
