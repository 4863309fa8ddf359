import { useState, type FormEvent } from 'react';
import type { SessionOrganisation } from '#domain/api/accounts.ts';
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '#domain/api/organisation-settings.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { useAuth } from '#web/features/accounts/index.ts';
import { errorMessage, fieldErrorsOf } from '#web/api-errors.ts';
import { useUpdateOrganisationSettings } from './queries.ts';

const FIELD_NAMES = [
  'allowSelfRegistration',
  'requireEmailVerification',
  'allowedEmailDomains',
  'retentionMonths',
  'resultsAfterClose',
  'requireTwoStepForEveryone',
] as const;
type FieldName = (typeof FIELD_NAMES)[number];
const isFieldName = (name: string | undefined): name is FieldName => FIELD_NAMES.some((field) => field === name);

/** One domain per line; blank lines are ignored. The server trims, lower-cases and checks each. */
export function parseDomainLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The first server issue per field; "allowedEmailDomains.3" belongs to the domains field. */
function issuesByField(error: unknown): Partial<Record<FieldName, string>> {
  const byField: Partial<Record<FieldName, string>> = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = path.split('.')[0];
    if (isFieldName(field)) byField[field] ??= message;
  }
  return byField;
}

export function OrganisationSettingsPage() {
  const { organisation } = useAuth();
  if (!organisation) return <LoadingState label="Loading your organisation…" />;
  return <SettingsForm key={organisation.id} organisation={organisation} />;
}

function SettingsForm({ organisation }: { organisation: SessionOrganisation }) {
  const { refresh } = useAuth();
  const { toast } = useToast();
  const save = useUpdateOrganisationSettings();
  const { settings } = organisation;
  const [allowSelfRegistration, setAllowSelfRegistration] = useState(settings.allowSelfRegistration);
  const [domainsText, setDomainsText] = useState(settings.allowedEmailDomains.join('\n'));
  const [requireEmailVerification, setRequireEmailVerification] = useState(settings.requireEmailVerification);
  const [retentionText, setRetentionText] = useState(String(settings.retentionMonths));
  const [resultsAfterClose, setResultsAfterClose] = useState(settings.resultsAfterClose);
  const [requireTwoStepForEveryone, setRequireTwoStepForEveryone] = useState(settings.requireTwoStepForEveryone);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const retentionMonths = Number(retentionText);
    if (retentionText.trim() === '' || !Number.isInteger(retentionMonths)) {
      setErrors({ retentionMonths: 'Retention must be a whole number of months' });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({
        allowSelfRegistration,
        allowedEmailDomains: parseDomainLines(domainsText),
        requireEmailVerification,
        retentionMonths,
        resultsAfterClose,
        requireTwoStepForEveryone,
      });
      toast({ title: 'Settings saved', variant: 'success' });
      await refresh();
    } catch (error) {
      setErrors(issuesByField(error));
      toast({ title: 'Settings not saved', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Organisation settings</h1>
        <p className="text-slate-700">Who may join {organisation.name}, how they sign in, when results are shown, and how long answers are kept.</p>
      </header>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Joining</CardTitle>
            <CardDescription>People from the allowed e-mail domains can create their own account.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <Checkbox
              label="Allow self-registration"
              description="Anyone with an address at an allowed domain may register without an invitation."
              checked={allowSelfRegistration}
              onCheckedChange={setAllowSelfRegistration}
              error={errors.allowSelfRegistration}
            />
            <Field
              label="Allowed e-mail domains"
              hint="One per line, for example example.co.uk (no @, no https://). At most 20."
              error={errors.allowedEmailDomains}
            >
              <Textarea name="allowedEmailDomains" value={domainsText} onChange={(event) => setDomainsText(event.target.value)} rows={5} />
            </Field>
            <Checkbox
              label="Require e-mail verification"
              description="New accounts must confirm their e-mail address before they can sign in."
              checked={requireEmailVerification}
              onCheckedChange={setRequireEmailVerification}
              error={errors.requireEmailVerification}
            />
          </CardContent>
        </Card>
        <ResultsCard checked={resultsAfterClose} onCheckedChange={setResultsAfterClose} error={errors.resultsAfterClose} />
        <SignInCard checked={requireTwoStepForEveryone} onCheckedChange={setRequireTwoStepForEveryone} error={errors.requireTwoStepForEveryone} />
        <Card>
          <CardHeader>
            <CardTitle>Data retention</CardTitle>
            <CardDescription>
              Individual answers are deleted this many months after an assessment closes; the aggregated results (scores,
              heat map, roadmap) stay.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Field
              label="Retention in months"
              hint={`A whole number from ${RETENTION_MONTHS_MIN} to ${RETENTION_MONTHS_MAX}.`}
              error={errors.retentionMonths}
            >
              <Input
                name="retentionMonths"
                type="number"
                inputMode="numeric"
                min={RETENTION_MONTHS_MIN}
                max={RETENTION_MONTHS_MAX}
                step={1}
                value={retentionText}
                onChange={(event) => setRetentionText(event.target.value)}
                className="max-w-40"
              />
            </Field>
          </CardContent>
        </Card>
        <div>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * When answers are released into the results. By default a release runs whenever six people
 * are waiting, so a few answers can be held back at any time; after closing, everything
 * waiting goes out in one release.
 */
function ResultsCard({ checked, onCheckedChange, error }: { checked: boolean; onCheckedChange: (checked: boolean) => void; error?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Results</CardTitle>
        <CardDescription>
          Answers are added to the results in groups of at least six people, so that no one&apos;s answers can be singled
          out by comparing results before and after they answered.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Checkbox
          label="Show results only after the assessment closes"
          description="One release when the assessment closes: nothing is held back when at least six people answered."
          checked={checked}
          onCheckedChange={onCheckedChange}
          error={error}
        />
      </CardContent>
    </Card>
  );
}

/**
 * Administrators always sign in with two steps; this asks it of everyone (ASVS level 2). No one
 * is signed out: people without an authenticator app are asked to set one up on their next visit.
 */
function SignInCard({ checked, onCheckedChange, error }: { checked: boolean; onCheckedChange: (checked: boolean) => void; error?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in</CardTitle>
        <CardDescription>Administrators always sign in with their password and a code from an authenticator app.</CardDescription>
      </CardHeader>
      <CardContent>
        <Checkbox
          label="Require two-step sign-in for everyone"
          description="Everyone will set up an authenticator app the next time they sign in."
          checked={checked}
          onCheckedChange={onCheckedChange}
          error={error}
        />
      </CardContent>
    </Card>
  );
}
