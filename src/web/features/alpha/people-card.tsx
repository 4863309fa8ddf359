import { useState, type FormEvent } from 'react';
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
function problemWith(email: string, people: readonly LocalPerson[]): string | null {
  const parsed = EmailSchema.safeParse(email);
  if (!parsed.success) return 'Invalid email: Please enter a valid email address.';
  if (people.some((person) => person.email === parsed.data)) return 'Duplicate email: This email has already been added.';
  return null;
}

/** The people of the workspace, added by e-mail with a role; they answer on this device. */
export function PeopleCard({ workspace, onChange }: { workspace: Workspace; onChange: (people: LocalPerson[]) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('employee');
  const [error, setError] = useState<string | null>(null);

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
        <CardTitle>People</CardTitle>
        <CardDescription>
          Add everyone who will answer. Results appear once six people have answered, so add at least six. Nobody is e-mailed: they answer
          on this device.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <Field label="Email" error={error ?? undefined} className="flex-1">
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
          </Field>
          <Field label="Role">
            <Select
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
              options={LOCAL_PERSON_ROLES.map((value) => ({ value, label: roleLabel[value] }))}
            />
          </Field>
          <Button type="submit">Add person</Button>
        </form>
        <p className="text-sm text-slate-700">{workspace.people.length === 1 ? '1 person' : `${workspace.people.length} people`}</p>
        <ul className="flex flex-col divide-y divide-slate-200" aria-label="People in this workspace">
          {workspace.people.map((person) => (
            <li key={person.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                {person.email} <span className="text-slate-600">· {roleLabel[person.role]}</span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => onChange(workspace.people.filter((other) => other.id !== person.id))}>
                Remove<span className="sr-only"> {person.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
