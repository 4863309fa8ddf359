import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { roleLabel } from '#domain/roles.ts';
import { EmailSchema } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { LOCAL_PERSON_ROLES, type LocalPerson, type Workspace } from './workspace-schema.ts';

type Role = LocalPerson['role'];

/** Setup step 2's rules (spec/02 §5): a blank address is ignored, an invalid or repeated one is refused with the spec's text. */
function problemWith(email: string, people: readonly LocalPerson[]): MessageDescriptor | null {
  const parsed = EmailSchema.safeParse(email);
  if (!parsed.success) return msg`Invalid email: Please enter a valid email address.`;
  if (people.some((person) => person.email === parsed.data)) return msg`Duplicate email: This email has already been added.`;
  return null;
}

/** The people of the workspace, added by e-mail with a role; they answer on this device. */
export function PeopleCard({ workspace, onChange }: { workspace: Workspace; onChange: (people: LocalPerson[]) => void }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('employee');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const count = workspace.people.length;

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    const problem = problemWith(email, workspace.people);
    setError(problem);
    if (problem) return;
    onChange([...workspace.people, { id: crypto.randomUUID(), email: EmailSchema.parse(email), role, addedAt: new Date().toISOString() }]);
    setEmail('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>People</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Add everyone who will answer. Results appear once six people have answered, so add at least six. Nobody is e-mailed: they answer
            on this device.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <Field label={t`Email`} error={error ? t(error) : undefined} className="flex-1">
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
          </Field>
          <Field label={t`Role`}>
            <Select
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
              options={LOCAL_PERSON_ROLES.map((value) => ({ value, label: t(roleLabel[value]) }))}
            />
          </Field>
          <Button type="submit">
            <Trans>Add person</Trans>
          </Button>
        </form>
        <p className="text-sm text-slate-700">
          <Plural value={count} one="# person" other="# people" />
        </p>
        <ul className="flex flex-col divide-y divide-slate-200" aria-label={t`People in this workspace`}>
          {workspace.people.map((person) => (
            <PersonLine
              key={person.id}
              person={person}
              onRemove={() => onChange(workspace.people.filter((other) => other.id !== person.id))}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PersonLine({ person, onRemove }: { person: LocalPerson; onRemove: () => void }) {
  const { t } = useLingui();
  const { email } = person;
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <span>
        {email} <span className="text-slate-600">· {t(roleLabel[person.role])}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        <Trans>
          Remove<span className="sr-only"> {email}</span>
        </Trans>
      </Button>
    </li>
  );
}
