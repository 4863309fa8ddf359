import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITABLE_ROLES, type InvitableRole, type InvitationOutcome } from '#domain/api/invitations.ts';
import { PEOPLE_CSV_COLUMNS, PERSON_STATUSES, type Person, type PersonStatus, type UpdatePersonRequest } from '#domain/api/people.ts';
import { roleLabel, type Role } from '#domain/roles.ts';
import { Badge, type BadgeVariant } from '#web/components/ui/badge.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { SignOutEverywhereDialog } from '#web/features/account/index.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useAuth } from '#web/features/auth/index.ts';
import { errorMessage } from '#web/api-errors.ts';
import { InvitationResults, invitationResultToasts } from './invitation-parts.tsx';
import { importPeople, invalidatePeopleAndInvitations, peopleQueryKey, updatePerson, usePeople, type PeopleFilter } from './queries.ts';

const SEARCH_DELAY_MS = 300;
const MAX_CSV_BYTES = 1_000_000;

const roleFilterOptions = [
  { value: 'all', label: 'All roles' },
  ...(['employee', 'manager', 'organisation_admin'] as const).map((role) => ({ value: role, label: roleLabel[role] })),
];
const statusLabel: Record<PersonStatus, string> = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' };
const statusVariant: Record<PersonStatus, BadgeVariant> = { active: 'success', invited: 'info', deactivated: 'neutral' };
const statusFilterOptions = [
  { value: 'all', label: 'All statuses' },
  ...PERSON_STATUSES.map((status) => ({ value: status, label: statusLabel[status] })),
];
const MANAGER_ROLES: readonly Role[] = ['manager', 'organisation_admin', 'platform_admin'];

/** A person's name, or their address while they have not joined. */
export function displayName(person: Pick<Person, 'firstName' | 'lastName' | 'email'>): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || person.email;
}

function isRoleFilter(value: string): value is PeopleFilter['role'] {
  return value === 'all' || (INVITABLE_ROLES as readonly string[]).includes(value) || value === 'platform_admin';
}
function isStatusFilter(value: string): value is PeopleFilter['status'] {
  return value === 'all' || (PERSON_STATUSES as readonly string[]).includes(value);
}

/** Waits until the value has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** /employee-management: the organisation's people, their roles, managers and status, and CSV import. */
export function EmployeeManagementPage() {
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Employee Management</h1>
          <p className="text-slate-700">Your organisation&apos;s people: roles, managers and who can sign in.</p>
        </div>
        <Link to={paths.inviteEmployee} className={buttonClasses()}>
          Invite Employee
        </Link>
      </div>
      <PeopleList />
      <CsvImport />
    </section>
  );
}

function PeopleList() {
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<PeopleFilter['role']>('all');
  const [status, setStatus] = useState<PeopleFilter['status']>('all');
  const debouncedSearch = useDebounced(search, SEARCH_DELAY_MS);
  const people = usePeople({ search: debouncedSearch, role, status });
  // Every active manager and admin, whatever the filters: the candidates for "Manager".
  const everyoneActive = usePeople({ search: '', role: 'all', status: 'active' });
  const managers = (everyoneActive.data?.people ?? []).filter(
    (person) => person.kind === 'member' && MANAGER_ROLES.includes(person.role),
  );

  const [editing, setEditing] = useState<Person | null>(null);
  const [toggling, setToggling] = useState<Person | null>(null);
  const [signingOut, setSigningOut] = useState<Person | null>(null);

  let body;
  if (people.isPending) {
    body = <LoadingState label="Loading people…" />;
  } else if (people.isError) {
    body = (
      <FormMessage tone="error">
        <p className="font-semibold">Error loading people</p>
        <p>{errorMessage(people.error, 'Please try again.')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void people.refetch()}>
          Try again
        </Button>
      </FormMessage>
    );
  } else if (people.data.people.length === 0) {
    body = <p className="text-sm text-slate-700">No people match these filters.</p>;
  } else {
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Team members</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              {['Name', 'Email', 'Role', 'Manager', 'Status', 'Team size', 'Actions'].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {people.data.people.map((person) => {
              const isSelf = person.kind === 'member' && person.id === user?.id;
              const name = displayName(person);
              return (
                <tr key={`${person.kind}-${person.id}`} className="align-top">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {person.kind === 'member' || person.firstName ? name : <span className="font-normal text-slate-600">Not joined yet</span>}
                    {isSelf && <span className="font-normal text-slate-600"> (you)</span>}
                  </th>
                  <td className="px-3 py-2 break-all">{person.email}</td>
                  <td className="px-3 py-2">
                    <Badge variant="info">{roleLabel[person.role]}</Badge>
                  </td>
                  <td className="px-3 py-2">{person.managerName ?? <span className="text-slate-600">—</span>}</td>
                  <td className="px-3 py-2">
                    <Badge variant={statusVariant[person.status]}>{statusLabel[person.status]}</Badge>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{person.kind === 'member' ? person.directReports : '—'}</td>
                  <td className="px-3 py-2">
                    {person.kind === 'invitation' ? (
                      <Link
                        to={paths.invitationManagement}
                        aria-label={`Manage invitation for ${person.email}`}
                        className={`text-sm ${textLinkClass}`}
                      >
                        Manage invitation
                      </Link>
                    ) : (
                      <div className="flex flex-wrap gap-2">
                        <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={() => setEditing(person)}>
                          Edit
                        </Button>
                        {!isSelf && (
                          <Button
                            variant={person.status === 'deactivated' ? 'secondary' : 'outline'}
                            size="sm"
                            aria-label={`${person.status === 'deactivated' ? 'Reactivate' : 'Deactivate'} ${name}`}
                            onClick={() => setToggling(person)}
                          >
                            {person.status === 'deactivated' ? 'Reactivate' : 'Deactivate'}
                          </Button>
                        )}
                        {!isSelf && person.status === 'active' && (
                          <Button variant="outline" size="sm" aria-label={`Sign ${name} out everywhere`} onClick={() => setSigningOut(person)}>
                            Sign out everywhere
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  const counts = people.data?.counts;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team members</CardTitle>
        {counts && (
          <CardDescription>
            {counts.active} active · {counts.invited} invited · {counts.deactivated} deactivated
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div role="search" className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <Field label="Search" hint="Name or email address">
            <Input type="search" name="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </Field>
          <Field label="Role">
            <Select
              name="role"
              value={role}
              onChange={(event) => {
                if (isRoleFilter(event.target.value)) setRole(event.target.value);
              }}
              options={roleFilterOptions}
            />
          </Field>
          <Field label="Status">
            <Select
              name="status"
              value={status}
              onChange={(event) => {
                if (isStatusFilter(event.target.value)) setStatus(event.target.value);
              }}
              options={statusFilterOptions}
            />
          </Field>
        </div>
        <p aria-live="polite" className="text-sm text-slate-700">
          {people.data && `Showing ${people.data.people.length} ${people.data.people.length === 1 ? 'person' : 'people'}`}
        </p>
        {body}
      </CardContent>
      <EditPersonDialog person={editing} managers={managers} onClose={() => setEditing(null)} />
      <ActivationDialog person={toggling} onClose={() => setToggling(null)} />
      <SignOutEverywhereDialog person={signingOut && { id: signingOut.id, name: displayName(signingOut) }} onClose={() => setSigningOut(null)} />
    </Card>
  );
}

function usePersonUpdate() {
  const queryClient = useQueryClient();
  const { user, refresh } = useAuth();
  return useMutation({
    mutationFn: ({ person, change }: { person: Person; change: UpdatePersonRequest }) => updatePerson(person.id, change),
    onSettled: async (_result, _error, { person }) => {
      await queryClient.invalidateQueries({ queryKey: peopleQueryKey });
      // Changing one's own role changes what the app shows: read the session again.
      if (person.id === user?.id) await refresh();
    },
  });
}

/** Stays mounted so the native dialog returns focus to the Edit button when it closes. */
function EditPersonDialog({ person, managers, onClose }: { person: Person | null; managers: Person[]; onClose: () => void }) {
  const update = usePersonUpdate();
  const formId = useId();
  return (
    <Dialog
      open={person !== null}
      onClose={onClose}
      closeOnBackdropClick={false}
      title={person ? `Edit ${displayName(person)}` : 'Edit'}
      description={person?.email}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            Save changes
          </Button>
        </>
      }
    >
      {person && <EditPersonForm key={person.id} id={formId} person={person} managers={managers} update={update} onDone={onClose} />}
    </Dialog>
  );
}

function EditPersonForm({
  id,
  person,
  managers,
  update,
  onDone,
}: {
  id: string;
  person: Person;
  managers: Person[];
  update: ReturnType<typeof usePersonUpdate>;
  onDone: () => void;
}) {
  const { toast } = useToast();
  const [role, setRole] = useState<string>(person.role);
  const [managerId, setManagerId] = useState<string>(person.managerId ?? '');
  const name = displayName(person);
  const roleEditable = (INVITABLE_ROLES as readonly string[]).includes(person.role);

  const candidates = managers.filter((manager) => manager.id !== person.id);
  const managerOptions = [
    { value: '', label: 'No manager' },
    ...candidates.map((manager) => ({ value: manager.id, label: `${displayName(manager)} (${roleLabel[manager.role]})` })),
  ];
  // A current manager who is no longer active still has to show as the current choice.
  if (person.managerId && !candidates.some((manager) => manager.id === person.managerId)) {
    managerOptions.push({ value: person.managerId, label: person.managerName ?? 'Current manager' });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const change: UpdatePersonRequest = {};
    if (roleEditable && role !== person.role) change.role = role as InvitableRole;
    if (managerId !== (person.managerId ?? '')) change.managerId = managerId === '' ? null : managerId;
    if (Object.keys(change).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { person, change },
      {
        onSuccess: (updated) => {
          const parts = [];
          if (change.role !== undefined) parts.push(`role ${roleLabel[updated.role]}`);
          if (change.managerId !== undefined) parts.push(updated.managerName ? `manager ${updated.managerName}` : 'no manager');
          toast({ title: 'Changes saved', description: `${name}: ${parts.join(', ')}.`, variant: 'success' });
          onDone();
        },
        onError: (error) =>
          toast({ title: `Could not update ${name}`, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

  return (
    <form id={id} onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Field label="Role" hint={roleEditable ? undefined : 'Platform administrators are managed by the platform.'}>
        <Select
          name="role"
          value={role}
          disabled={!roleEditable}
          onChange={(event) => setRole(event.target.value)}
          options={
            roleEditable
              ? INVITABLE_ROLES.map((value) => ({ value, label: roleLabel[value] }))
              : [{ value: person.role, label: roleLabel[person.role] }]
          }
        />
      </Field>
      <Field label="Manager" hint="Active managers and admins of your organisation.">
        <Select name="managerId" value={managerId} onChange={(event) => setManagerId(event.target.value)} options={managerOptions} />
      </Field>
    </form>
  );
}

function ActivationDialog({ person, onClose }: { person: Person | null; onClose: () => void }) {
  const { toast } = useToast();
  const update = usePersonUpdate();
  const reactivating = person?.status === 'deactivated';
  const name = person ? displayName(person) : '';

  function confirm() {
    if (!person) return;
    update.mutate(
      { person, change: { isActive: reactivating } },
      {
        onSuccess: () => {
          toast({
            title: reactivating ? 'Reactivated' : 'Deactivated',
            description: reactivating ? `${name} can sign in again.` : `${name} can no longer sign in.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          toast({
            title: reactivating ? `Could not reactivate ${name}` : `Could not deactivate ${name}`,
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open={person !== null}
      onClose={onClose}
      title={reactivating ? `Reactivate ${name}?` : `Deactivate ${name}?`}
      description={
        reactivating
          ? `${name} will be able to sign in and take part in assessments again.`
          : `${name} will no longer be able to sign in. Answers already given stay in your organisation's anonymous results.`
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={reactivating ? 'primary' : 'destructive'} loading={update.isPending} onClick={confirm}>
            {reactivating ? 'Reactivate' : 'Deactivate'}
          </Button>
        </>
      }
    />
  );
}

function CsvImport() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [results, setResults] = useState<InvitationOutcome[] | null>(null);
  const helpId = useId();

  const run = useMutation({
    mutationFn: async (chosen: File) => importPeople(await chosen.text()),
    onSuccess: (response) => {
      setResults(response.results);
      const toasts = invitationResultToasts(response);
      if (toasts.length === 0) toast({ title: 'Import complete', description: 'The file had no rows to import.' });
      toasts.forEach((options) => toast(options));
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    },
    onError: (error) => {
      setResults(null);
      toast({ title: 'Import failed', description: errorMessage(error, 'The file could not be imported.'), variant: 'destructive' });
    },
    onSettled: () => invalidatePeopleAndInvitations(queryClient),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setFileError('Choose a CSV file to import.');
    if (file.size === 0) return setFileError('The file is empty');
    if (file.size > MAX_CSV_BYTES) return setFileError('The file is too large: at most 1 MB');
    setFileError(undefined);
    run.mutate(file);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import from a CSV file</CardTitle>
        <CardDescription>Invite many people at once, with their names, roles and managers.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div id={helpId} className="flex flex-col gap-2 text-sm text-slate-700">
          <p>
            One person per row, with the columns <strong>{PEOPLE_CSV_COLUMNS.join(', ')}</strong>, in that order. A
            header row is optional. The role is employee, manager or organisation_admin; left empty, it is employee.
            The manager email may be left empty; if given, it must be an active manager or admin who has already
            joined your organisation. Everyone listed gets an invitation email.
          </p>
          <p>Example (Priya Patel is already a manager in the organisation):</p>
          <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs text-slate-900">
            {`email,first name,last name,role,manager email\nsam.jones@example.com,Sam,Jones,manager,\nalex.smith@example.com,Alex,Smith,employee,priya.patel@example.com`}
          </pre>
        </div>
        <form onSubmit={handleSubmit} noValidate className="flex flex-wrap items-end gap-3">
          <Field label="CSV file" error={fileError}>
            <Input
              ref={fileInput}
              type="file"
              name="csv"
              accept=".csv,text/csv"
              aria-describedby={helpId}
              className="h-auto"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(undefined);
              }}
            />
          </Field>
          <Button type="submit" loading={run.isPending}>
            {run.isPending ? 'Importing…' : 'Import'}
          </Button>
        </form>
        <InvitationResults results={results} caption="Import results" lineLabel="Line" />
      </CardContent>
    </Card>
  );
}
