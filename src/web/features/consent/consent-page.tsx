import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ConsentInfo } from '#domain/api/consent.ts';
import { CONSENT_VERSION } from '#domain/consent-version.ts';
import { safeRedirectPath } from '#domain/safe-redirect.ts';
import { consentMessages } from '#domain/messages.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { AuthCard, useAuth } from '#web/features/accounts/index.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage, isNoOrganisation } from '#web/api-errors.ts';
import { NoOrganisationPage } from '#web/components/no-organisation.tsx';
import { consentQueryKey, fetchConsent, giveConsent } from './queries.ts';

export const PRIVACY_CONTACT = 'privacy@aldergrovetechnology.co.uk';

function formatConsentDate(i18n: I18n, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : i18n.date(date, { dateStyle: 'long', timeStyle: 'short' });
}

/** /consent: what taking part means, and the person's consent (version alpha-v1). */
export function ConsentPage() {
  const consent = useQuery({ queryKey: consentQueryKey, queryFn: ({ signal }) => fetchConsent(signal) });
  const { t } = useLingui();

  if (consent.isPending) return <LoadingState label={t`Loading the consent information…`} />;
  // Consent is given to one's organisation: someone in none is shown the way into one.
  if (consent.isError && isNoOrganisation(consent.error)) return <NoOrganisationPage />;
  if (consent.isError) {
    return (
      <AuthCard title={t`Consent`}>
        <div className="flex flex-col gap-4">
          <FormMessage tone="error">
            <p className="font-semibold">
              <Trans>The consent information could not be loaded.</Trans>
            </p>
            <p>{errorMessage(consent.error, t`Please try again.`)}</p>
          </FormMessage>
          <Button onClick={() => void consent.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </AuthCard>
    );
  }
  return <ConsentContent info={consent.data} />;
}

function ConsentContent({ info }: { info: ConsentInfo }) {
  const { t, i18n } = useLingui();
  const current = info.consentedAt !== null && info.consentVersion === CONSENT_VERSION;
  const { organisationName } = info;
  const version = CONSENT_VERSION;
  const consentedOn = info.consentedAt ? formatConsentDate(i18n, info.consentedAt) : '';
  return (
    <AuthCard
      wide
      title={t`Consent to take part`}
      description={t`Before you answer ${organisationName}'s culture assessments, please read how your answers are used and protected.`}
    >
      <div className="flex flex-col gap-6">
        <ConsentInformation info={info} />
        {current && info.consentedAt ? (
          <FormMessage tone="success">
            <p>
              <Trans>
                You gave your consent on {consentedOn} (version {version}).
              </Trans>
            </p>
            <Link to={paths.dashboard} className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
              <Trans>Go to Dashboard</Trans>
            </Link>
          </FormMessage>
        ) : (
          <ConsentForm changed={info.consentedAt !== null} />
        )}
      </div>
    </AuthCard>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="flex flex-col gap-2 text-sm leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export function ConsentInformation({ info }: { info: ConsentInfo }) {
  const { organisationName, retentionMonths } = info;
  const privacyContact = PRIVACY_CONTACT;
  return (
    <div className="flex flex-col gap-5">
      <Section title={<Trans>Purpose</Trans>}>
        <p>
          <Trans>
            CultureLens helps {organisationName} understand its workplace culture. You will be asked to say how far you agree with short
            statements about your experience at work. Taking part in the alpha programme also helps us improve CultureLens.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Anonymity</Trans>}>
        <AnonymityPromises organisationName={organisationName} groupSize={info.minimumGroupSize} />
      </Section>
      <Section title={<Trans>Data retention</Trans>}>
        <p>
          <Trans>
            Your answers are kept for <Plural value={retentionMonths} one="# month" other="# months" /> after an assessment closes, as set
            by {organisationName}, and are then deleted. Your account details (name, email address and role) are kept while you are a member
            of {organisationName}.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>How your answers are used</Trans>}>
        <p>
          <Trans>
            Your answers are combined with your colleagues&apos; into domain scores, a heat map, team views and a priority roadmap that{' '}
            {organisationName}&apos;s administrators and managers use to decide where to improve. Once released, they cannot be linked to
            you, so they cannot be used to judge you individually. They are not sold or used for advertising.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Your rights</Trans>}>
        <p>
          <Trans>
            Taking part is voluntary. You may skip any statement with &lsquo;Prefer not to say&rsquo;, stop part-way through, or not take
            part at all. You can ask to see, correct or delete the personal details held about you, and you can withdraw your consent at any
            time. Because released answers cannot be linked to you, they cannot be picked out and removed individually.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Contact</Trans>}>
        <p>
          <Trans>
            For questions about your organisation&apos;s assessments, contact {organisationName}&apos;s administrators. For questions about
            privacy and your data, email{' '}
            <a href={`mailto:${PRIVACY_CONTACT}`} className={textLinkClass}>
              {privacyContact}
            </a>
            .
          </Trans>
        </p>
      </Section>
    </div>
  );
}

/**
 * How answers are kept apart from the person, in plain words, with the limits said as plainly:
 * the promise has to hold against what the server and a copy of its database can really do.
 */
function AnonymityPromises({ organisationName, groupSize }: { organisationName: string; groupSize: number }) {
  return (
    <>
      <ul className="flex list-disc flex-col gap-1.5 ps-5">
        <li>
          <Trans>
            While you answer, and after you complete, your answers are stored encrypted with a key that is kept outside the database. They
            stay encrypted until they are released into the results.
          </Trans>
        </li>
        <li>
          <Trans>
            Answers are released in groups of at least {groupSize} people. Released answers are stored without your name, your account, your
            team or the time you answered; only the day of the release is recorded.
          </Trans>
        </li>
        <li>
          <Trans>
            Results change only by whole groups, so comparing the results before and after you answered shows nothing about you. This means
            your answers may be held back until enough people have answered, or, if {organisationName} chooses, until the assessment closes.
            If fewer than {groupSize} people are still waiting when the assessment closes, their answers are deleted without being used.
          </Trans>
        </li>
        <li>
          <Trans>
            Results, team views and exports show combined figures only, and only where at least {groupSize} different people answered. Where
            fewer did, nothing is shown. A team&apos;s results appear only with {groupSize} or more respondents, and only where they cannot
            be combined with other results to single anyone out.
          </Trans>
        </li>
        <li>
          <Trans>
            A separate participation record says only whether you have started or completed an assessment. It holds none of your answers.
          </Trans>
        </li>
        <li>
          <Trans>Every statement offers &lsquo;Prefer not to say&rsquo;. Choosing it stores no answer for that statement.</Trans>
        </li>
      </ul>
      <h3 className="font-semibold text-slate-900">
        <Trans>What this cannot prevent</Trans>
      </h3>
      <ul className="flex list-disc flex-col gap-1.5 ps-5">
        <li>
          <Trans>
            Whoever runs the CultureLens installation and holds both the database and its secret key could read answers that are still
            waiting for a release, and each release&apos;s totals per team, which for a team with only one person in that release are that
            person&apos;s answers.
          </Trans>
        </li>
        <li>
          <Trans>
            If everyone in a group gives the same answer, the group&apos;s result shows that shared answer, as any average does.
          </Trans>
        </li>
      </ul>
    </>
  );
}

function ConsentForm({ changed }: { changed: boolean }) {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { toast } = useToast();
  const [agreed, setAgreed] = useState(false);
  const { t } = useLingui();

  const record = useMutation({
    mutationFn: giveConsent,
    onSuccess: async () => {
      toast({ title: t(consentMessages.recordedTitle), description: t(consentMessages.recordedText), variant: 'success' });
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: consentQueryKey })]);
      navigate(safeRedirectPath(searchParams.get('next')) ?? paths.dashboard, { replace: true });
    },
    onError: (error) =>
      toast({
        title: t(consentMessages.failedTitle),
        description: errorMessage(error, t(consentMessages.failedDefault)),
        variant: 'destructive',
      }),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (agreed) record.mutate();
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4 border-t border-slate-200 pt-5">
      {changed && (
        <FormMessage tone="notice">
          <Trans>This information has changed since you last consented. Please read it again.</Trans>
        </FormMessage>
      )}
      <Checkbox
        name="consent"
        required
        checked={agreed}
        onCheckedChange={setAgreed}
        label={t`I have read and understood this information, and I consent to taking part in the CultureLens alpha programme.`}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!agreed} loading={record.isPending}>
          {t(consentMessages.consentButton)}
        </Button>
        <Button variant="outline" onClick={() => void navigate(paths.login)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
