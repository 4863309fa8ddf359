import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { SessionOrganisation } from '#domain/api/auth.ts';
import { INVITATION_VALIDITY_DAYS } from '#domain/api/invitations.ts';
import { SETUP_INVITE_ROLES } from '#domain/api/setup.ts';
import { CATEGORY_SET_IDS, getQuestionSet } from '#domain/question-bank.ts';
import { roleLabel } from '#domain/roles.ts';
import { EMAIL_MAX_LENGTH, EmailSchema, ORGANISATION_NAME_MAX_LENGTH } from '#domain/validation.ts';
import { ApiError } from '#web/api-client.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { useAuth } from '#web/features/auth/index.ts';
import { errorMessage } from '#web/api-errors.ts';
import { invitationResultToasts } from './invitation-parts.tsx';
import { completeSetup } from './queries.ts';

type CategoryId = (typeof CATEGORY_SET_IDS)[number];
type SetupRole = (typeof SETUP_INVITE_ROLES)[number];
/** Chosen categories, each with its chosen sub-categories (domain keys). */
type Selection = Partial<Record<CategoryId, string[]>>;
interface PendingInvitation {
  email: string;
  role: SetupRole;
}

export const setupMessages = {
  nameRequiredTitle: 'Organisation name required',
  nameRequiredText: 'Please enter your organisation name.',
  selectDomainsTitle: 'Select domains',
  selectDomainsText: 'Please select at least one assessment domain.',
  invalidEmailTitle: 'Invalid email',
  invalidEmailText: 'Please enter a valid email address.',
  duplicateEmailTitle: 'Duplicate email',
  duplicateEmailText: 'This email has already been added.',
  notFound: 'User or organisation not found',
  failedTitle: 'Setup failed',
  failedDefault: 'An error occurred during setup. Please try again.',
  completeTitle: 'Setup complete',
} as const;

const subCategoryKeys = (id: CategoryId) => getQuestionSet(id).domains.map((domain) => domain.key as string);

/** What the organisation chose before, so a second visit starts from it. */
function initialSelection(organisation: SessionOrganisation | null): Selection {
  const selection: Selection = {};
  for (const id of CATEGORY_SET_IDS) {
    if (!organisation?.selectedCategories.includes(id)) continue;
    const keys = subCategoryKeys(id);
    const chosen = keys.filter((key) => organisation.defaultDomains.includes(key));
    selection[id] = chosen.length > 0 ? chosen : keys;
  }
  return selection;
}

/** /setup: the two-step wizard in which an administrator names the organisation, picks categories and invites people. */
export function SetupPage() {
  const { user, organisation, signOut, refresh } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [step, setStep] = useState<1 | 2>(1);
  const [organisationName, setOrganisationName] = useState(organisation?.name ?? '');
  const [selection, setSelection] = useState<Selection>(() => initialSelection(organisation));
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Moving between steps replaces most of the page: take keyboard and screen-reader focus to the new step.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const complete = useMutation({
    mutationFn: completeSetup,
    onSuccess: async (response) => {
      const toasts = invitationResultToasts(response.invitations);
      if (response.invitations.sent === 0) {
        toast({ title: setupMessages.completeTitle, description: `${response.organisation.name} is set up.`, variant: 'success' });
      }
      toasts.forEach((options) => toast(options));
      await refresh();
      navigate(paths.dashboard);
    },
    onError: (error) => {
      const signedOutOrElsewhere = error instanceof ApiError && (error.status === 401 || error.status === 403);
      toast({
        title: setupMessages.failedTitle,
        description: signedOutOrElsewhere ? setupMessages.notFound : errorMessage(error, setupMessages.failedDefault),
        variant: 'destructive',
      });
    },
  });

  function handleComplete() {
    if (!user || !organisation) {
      toast({ title: setupMessages.failedTitle, description: setupMessages.notFound, variant: 'destructive' });
      return;
    }
    const selectedCategories = CATEGORY_SET_IDS.filter((id) => selection[id] !== undefined);
    complete.mutate({
      organisationName: organisationName.trim(),
      selectedCategories,
      selectedDomains: selectedCategories.flatMap((id) => selection[id] ?? []),
      invitations,
    });
  }

  async function handleSignOut() {
    try {
      await signOut();
      navigate(paths.home);
    } catch (error) {
      toast({ title: 'Sign out failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Set up your organisation</h1>
          <p className="text-sm font-medium text-slate-700">Step {step} of 2</p>
          <ol aria-hidden="true" className="mt-1 flex gap-2">
            {[1, 2].map((index) => (
              <li key={index} className={cn('h-1.5 w-16 rounded-full', index <= step ? 'bg-brand-600' : 'bg-slate-300')} />
            ))}
          </ol>
        </div>
        <Button variant="outline" size="sm" onClick={() => void handleSignOut()}>
          Sign Out
        </Button>
      </div>
      {step === 1 ? (
        <OrganisationStep
          headingRef={stepHeading}
          organisationName={organisationName}
          onOrganisationNameChange={setOrganisationName}
          selection={selection}
          onSelectionChange={setSelection}
          onNext={() => setStep(2)}
        />
      ) : (
        <InvitationsStep
          headingRef={stepHeading}
          invitations={invitations}
          onInvitationsChange={setInvitations}
          onBack={() => setStep(1)}
          onComplete={handleComplete}
          completing={complete.isPending}
        />
      )}
    </div>
  );
}

function OrganisationStep({
  headingRef,
  organisationName,
  onOrganisationNameChange,
  selection,
  onSelectionChange,
  onNext,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  organisationName: string;
  onOrganisationNameChange: (name: string) => void;
  selection: Selection;
  onSelectionChange: (update: (current: Selection) => Selection) => void;
  onNext: () => void;
}) {
  const { toast } = useToast();
  const hintId = useId();
  const anySelected = CATEGORY_SET_IDS.some((id) => selection[id] !== undefined);

  function toggleCategory(id: CategoryId, checked: boolean) {
    onSelectionChange((current) => {
      const next = { ...current };
      if (checked) next[id] = subCategoryKeys(id);
      else delete next[id];
      return next;
    });
  }

  function toggleSubCategory(id: CategoryId, key: string, checked: boolean) {
    onSelectionChange((current) => {
      const chosen = current[id] ?? [];
      const keys = subCategoryKeys(id);
      const next = checked ? keys.filter((candidate) => candidate === key || chosen.includes(candidate)) : chosen.filter((candidate) => candidate !== key);
      return { ...current, [id]: next };
    });
  }

  function handleNext(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (organisationName.trim() === '') {
      toast({ title: setupMessages.nameRequiredTitle, description: setupMessages.nameRequiredText, variant: 'destructive' });
      return;
    }
    const chosen = CATEGORY_SET_IDS.filter((id) => selection[id] !== undefined);
    // Every chosen category needs at least one of its sub-categories (domains) to assess.
    if (chosen.length === 0 || chosen.some((id) => (selection[id] ?? []).length === 0)) {
      toast({ title: setupMessages.selectDomainsTitle, description: setupMessages.selectDomainsText, variant: 'destructive' });
      return;
    }
    onNext();
  }

  return (
    <form onSubmit={handleNext} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          Your organisation
        </h2>
        <p className="text-sm text-slate-700">Check your organisation&apos;s name and choose what you want to assess.</p>
      </div>
      <Field label="Organisation name" required>
        <Input
          name="organisationName"
          autoComplete="organization"
          maxLength={ORGANISATION_NAME_MAX_LENGTH}
          value={organisationName}
          onChange={(event) => onOrganisationNameChange(event.target.value)}
        />
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">Assessment categories</legend>
        <p className="text-sm text-slate-600">
          Choose one or more. All of a category&apos;s sub-categories are included; untick any you do not want to assess.
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {CATEGORY_SET_IDS.map((id) => {
            const set = getQuestionSet(id);
            const chosen = selection[id];
            return (
              <li key={id}>
                <Card className={cn('h-full gap-3 py-4', chosen && 'border-brand-600 ring-1 ring-brand-600')}>
                  <CardContent className="flex flex-col gap-3 px-4">
                    <Checkbox
                      name="category"
                      value={id}
                      label={set.title}
                      description={set.description}
                      checked={chosen !== undefined}
                      onCheckedChange={(checked) => toggleCategory(id, checked)}
                    />
                    {chosen && (
                      <fieldset className="ml-7 flex flex-col gap-2">
                        <legend className="sr-only">Sub-categories of {set.title}</legend>
                        {set.domains.map((domain) => (
                          <Checkbox
                            key={domain.key}
                            name={`${id}-subcategory`}
                            value={domain.key}
                            label={domain.label}
                            checked={chosen.includes(domain.key)}
                            onCheckedChange={(checked) => toggleSubCategory(id, domain.key, checked)}
                          />
                        ))}
                      </fieldset>
                    )}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {!anySelected && (
          <p id={hintId} className="text-sm text-slate-600">
            Select at least one category to continue.
          </p>
        )}
        <Button type="submit" disabled={!anySelected} aria-describedby={anySelected ? undefined : hintId}>
          Next
        </Button>
      </div>
    </form>
  );
}

function InvitationsStep({
  headingRef,
  invitations,
  onInvitationsChange,
  onBack,
  onComplete,
  completing,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  invitations: PendingInvitation[];
  onInvitationsChange: (update: (current: PendingInvitation[]) => PendingInvitation[]) => void;
  onBack: () => void;
  onComplete: () => void;
  completing: boolean;
}) {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<SetupRole>('employee');
  const emailInput = useRef<HTMLInputElement>(null);

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') return;
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      toast({ title: setupMessages.invalidEmailTitle, description: setupMessages.invalidEmailText, variant: 'destructive' });
      return;
    }
    if (invitations.some((invitation) => invitation.email === parsed.data)) {
      toast({ title: setupMessages.duplicateEmailTitle, description: setupMessages.duplicateEmailText, variant: 'destructive' });
      return;
    }
    onInvitationsChange((current) => [...current, { email: parsed.data, role }]);
    setEmail('');
    emailInput.current?.focus();
  }

  function remove(address: string) {
    onInvitationsChange((current) => current.filter((invitation) => invitation.email !== address));
    emailInput.current?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          Invite your team
        </h2>
        <p className="text-sm text-slate-700">
          Add the people to invite, one at a time. Each receives an email with a link that works for{' '}
          {INVITATION_VALIDITY_DAYS} days. You can also invite people later.
        </p>
      </div>
      <form onSubmit={handleAdd} noValidate className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
        <Field label="Email address">
          <Input
            ref={emailInput}
            type="email"
            name="email"
            autoComplete="off"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label="Role">
          <Select
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value === 'manager' ? 'manager' : 'employee')}
            options={SETUP_INVITE_ROLES.map((value) => ({ value, label: roleLabel[value] }))}
          />
        </Field>
        <Button type="submit" variant="secondary">
          Add
        </Button>
      </form>
      <Card className="gap-3 py-4">
        <CardHeader className="px-4">
          <CardTitle as="h3" className="text-base">
            Invitations to send ({invitations.length})
          </CardTitle>
          {invitations.length === 0 && <CardDescription>No invitations added yet.</CardDescription>}
        </CardHeader>
        {invitations.length > 0 && (
          <CardContent className="px-4">
            <ul className="divide-y divide-slate-200">
              {invitations.map((invitation) => (
                <li key={invitation.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="break-all">{invitation.email}</span>
                    <Badge variant="info">{roleLabel[invitation.role]}</Badge>
                  </span>
                  <Button variant="ghost" size="sm" aria-label={`Remove ${invitation.email}`} onClick={() => remove(invitation.email)}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        )}
      </Card>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onComplete} loading={completing}>
          {completing ? 'Completing setup…' : 'Complete Setup'}
        </Button>
      </div>
    </div>
  );
}
