import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionOrganisation } from '#domain/api/accounts.ts';
import {
  MINIMUM_GROUP_SIZE_MAX,
  MINIMUM_GROUP_SIZE_MIN,
  OrganisationSettingsFormSchema,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
} from '#domain/api/organisations-settings.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { useAuth } from '#web/features/accounts/index.ts';
import { errorMessage } from '#web/api-errors.ts';
import { EmailDomainRequestsCard } from './email-domain-requests-card.tsx';
import { SsoSettingsCard } from './sso-settings-card.tsx';
import { DefaultLanguageCard } from './default-language-card.tsx';
import { ProvisioningCard } from './provisioning-card.tsx';
import { inputPropsOf, useSchemaForm, type FieldBinding } from '#web/use-schema-form.ts';
import { useUpdateOrganisationSettings } from './queries.ts';

export function OrganisationSettingsPage() {
  const { organisation } = useAuth();
  const { t } = useLingui();
  if (!organisation) return <LoadingState label={t`Loading your organisation…`} />;
  return <SettingsForm key={organisation.id} organisation={organisation} />;
}

function SettingsForm({ organisation }: { organisation: SessionOrganisation }) {
  const { refresh } = useAuth();
  const { toast } = useToast();
  const save = useUpdateOrganisationSettings();
  const { t } = useLingui();
  const { settings } = organisation;
  const form = useSchemaForm(OrganisationSettingsFormSchema, {
    ...settings,
    allowedEmailDomains: settings.allowedEmailDomains.join('\n'),
    retentionMonths: String(settings.retentionMonths),
    minimumGroupSize: String(settings.minimumGroupSize),
  });
  const { field } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({ title: t`Settings saved`, variant: 'success' });
      await refresh();
    } catch (error) {
      form.showServerErrors(error);
      toast({ title: t`Settings not saved`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    }
  });
  const domains = field('allowedEmailDomains');
  const retention = field('retentionMonths');
  const name = organisation.name;
  const retentionMin = RETENTION_MONTHS_MIN;
  const retentionMax = RETENTION_MONTHS_MAX;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Organisation settings</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Who may join {name}, how they sign in, when results are shown, and how long answers are kept.</Trans>
        </p>
      </header>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Joining</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>People from the allowed e-mail domains can create their own account.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <SettingCheckbox
              label={t`Allow self-registration`}
              description={t`Anyone with an address at an allowed domain may register without an invitation.`}
              binding={field('allowSelfRegistration')}
            />
            <Field
              label={t`Allowed e-mail domains`}
              hint={t`One per line, for example example.co.uk (no @, no https://). At most 20.`}
              error={domains.error}
            >
              <Textarea {...inputPropsOf(domains)} rows={5} />
            </Field>
            <SettingCheckbox
              label={t`Require e-mail verification`}
              description={t`New accounts must confirm their e-mail address before they can sign in.`}
              binding={field('requireEmailVerification')}
            />
          </CardContent>
        </Card>
        <ResultsCard afterClose={field('resultsAfterClose')} groupSize={field('minimumGroupSize')} current={settings.minimumGroupSize} />
        <SignInCard binding={field('requireTwoStepForEveryone')} />
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Data retention</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                Individual answers are deleted this many months after an assessment closes; the aggregated results (scores, heat map,
                roadmap) stay.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Field label={t`Retention in months`} hint={t`A whole number from ${retentionMin} to ${retentionMax}.`} error={retention.error}>
              <Input
                {...inputPropsOf(retention)}
                type="number"
                inputMode="numeric"
                min={RETENTION_MONTHS_MIN}
                max={RETENTION_MONTHS_MAX}
                step={1}
                className="max-w-40"
              />
            </Field>
          </CardContent>
        </Card>
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Save settings</Trans>
          </Button>
        </div>
      </form>
      <DefaultLanguageCard current={settings.defaultLocale} />
      <EmailDomainRequestsCard />
      <SsoSettingsCard />
      <ProvisioningCard />
    </section>
  );
}

/**
 * When answers are released into the results: by default at the fixed release times, in groups
 * of at least the minimum group size (decision 0026); or only once, when the assessment closes.
 * The minimum group size is six or more, and each assessment keeps the one it opened with
 * (decision 0037).
 */
function ResultsCard({ afterClose, groupSize, current }: { afterClose: FieldBinding; groupSize: FieldBinding; current: number }) {
  const { t } = useLingui();
  const min = MINIMUM_GROUP_SIZE_MIN;
  const max = MINIMUM_GROUP_SIZE_MAX;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Results</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Answers are added to the results in groups of at least {current} people, so that no one&apos;s answers can be singled out by
            comparing results before and after they answered.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Field
          label={t`Minimum group size`}
          hint={t`The fewest people any result, team view or comment may stand for: a whole number from ${min} to ${max}. An assessment keeps the size it opened with; a change applies to assessments opened afterwards.`}
          error={groupSize.error}
        >
          <Input
            {...inputPropsOf(groupSize)}
            type="number"
            inputMode="numeric"
            min={MINIMUM_GROUP_SIZE_MIN}
            max={MINIMUM_GROUP_SIZE_MAX}
            step={1}
            className="max-w-40"
          />
        </Field>
        <SettingCheckbox
          label={t`Show results only after the assessment closes`}
          description={t`One release when the assessment closes: nothing is held back when at least ${current} people answered.`}
          binding={afterClose}
        />
      </CardContent>
    </Card>
  );
}

/**
 * Administrators always sign in with two steps; this asks it of everyone (ASVS level 2). No one
 * is signed out: people without an authenticator app are asked to set one up on their next visit.
 */
function SignInCard({ binding }: { binding: FieldBinding }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Sign-in</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Administrators always sign in with their password and a code from an authenticator app.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SettingCheckbox
          label={t`Require two-step sign-in for everyone`}
          description={t`Everyone will set up an authenticator app the next time they sign in.`}
          binding={binding}
        />
      </CardContent>
    </Card>
  );
}

/** One on/off setting: the checkbox wired to the form, with its error beneath. */
function SettingCheckbox({ label, description, binding }: { label: string; description: string; binding: FieldBinding }) {
  return <Checkbox label={label} description={description} error={binding.error} {...inputPropsOf(binding)} />;
}
