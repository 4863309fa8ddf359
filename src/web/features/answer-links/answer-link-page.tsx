import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnswerLinkPreview } from '#domain/api/answer-links.ts';
import { CONSENT_VERSION } from '#domain/consent-version.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { rememberPostAuthDestination } from '#web/post-auth-destination.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage } from '#web/api-errors.ts';
import { paths } from '#web/paths.ts';
import { AuthCard, sessionQueryKey } from '#web/features/accounts/index.ts';
import { ConsentInformation } from '#web/features/consent/index.ts';
import { answerLinkQueryKey, previewAnswerLink, renewAnswerLink, useAnswerLink as requestUse } from './queries.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * /answer?token=…: the page of a launch e-mail's or reminder's link (decision 0056). Opening it
 * uses nothing up (mail scanners open links); its button does. Someone invited gives their name
 * and consent; whoever the link is for and is signed in already goes straight to the questions.
 */
export function AnswerLinkPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const valid = TOKEN_PATTERN.test(token);
  const preview = useQuery({
    queryKey: answerLinkQueryKey(token),
    queryFn: ({ signal }) => previewAnswerLink(token, signal),
    enabled: valid,
    retry: false,
  });
  const navigate = useNavigate();
  const signedIn = preview.data?.state === 'ready' && preview.data.signedIn ? preview.data.assessmentId : null;
  useEffect(() => {
    if (signedIn) void navigate(paths.assessmentById.replace(':id', signedIn), { replace: true });
  }, [signedIn, navigate]);

  if (!valid) return <LinkNotUsable token={null} state="invalid" />;
  if (preview.isPending || signedIn) return <LoadingState label={t`Opening your link…`} />;
  if (preview.isError) {
    return (
      <AuthCard title={t`Your link`}>
        <FormMessage tone="error">{errorMessage(preview.error, t`Please try again.`)}</FormMessage>
      </AuthCard>
    );
  }
  if (preview.data.state !== 'ready') return <LinkNotUsable token={token} state={preview.data.state} />;
  if (preview.data.singleSignOn) return <SingleSignOnFirst preview={preview.data} start={preview.data.singleSignOn} />;
  return <StartAnswering token={token} preview={preview.data} />;
}

/** An organisation that requires single sign-on: the link leads to its sign-in, then to the questions. */
function SingleSignOnFirst({ preview, start }: { preview: AnswerLinkPreview; start: string }) {
  const { t } = useLingui();
  const organisationName = preview.organisationName ?? '';
  const { assessmentId } = preview;
  return (
    <AuthCard title={preview.assessmentTitle ?? ''} description={t`${organisationName} asks for your view. Your answers are anonymous.`}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          <Trans>{organisationName} signs you in through its own sign-in page; you then go straight to the questions.</Trans>
        </p>
        <a
          href={start}
          className={buttonClasses({ className: 'w-full' })}
          onClick={() => {
            if (assessmentId) rememberPostAuthDestination(paths.assessmentById.replace(':id', assessmentId));
          }}
        >
          <Trans>Continue to your organisation's sign-in</Trans>
        </a>
      </div>
    </AuthCard>
  );
}

function StartAnswering({ token, preview }: { token: string; preview: AnswerLinkPreview }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { newcomer } = preview;
  const [firstName, setFirstName] = useState(newcomer?.firstName ?? '');
  const [lastName, setLastName] = useState(newcomer?.lastName ?? '');
  const [consent, setConsent] = useState(false);
  const use = useMutation({
    mutationFn: () =>
      requestUse({
        token,
        ...(newcomer ? { newcomer: { firstName, lastName, consent: consent as true, version: CONSENT_VERSION } } : {}),
      }),
    onSuccess: async ({ assessmentId }) => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void navigate(paths.assessmentById.replace(':id', assessmentId), { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    use.mutate();
  };
  const title = preview.assessmentTitle ?? '';
  const organisationName = preview.organisationName ?? '';
  return (
    <AuthCard wide={newcomer !== null} title={title} description={t`${organisationName} asks for your view. Your answers are anonymous.`}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        {newcomer && (
          <>
            <ConsentInformation
              info={{
                version: CONSENT_VERSION,
                organisationName,
                retentionMonths: newcomer.retentionMonths,
                minimumGroupSize: newcomer.minimumGroupSize,
                consentedAt: null,
                consentVersion: null,
              }}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <Label htmlFor="answer-first-name">
                  <Trans>First name</Trans>
                </Label>
                <Input
                  id="answer-first-name"
                  autoComplete="given-name"
                  value={firstName}
                  onChange={(event) => setFirstName(event.target.value)}
                  required
                />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor="answer-last-name">
                  <Trans>Last name</Trans>
                </Label>
                <Input
                  id="answer-last-name"
                  autoComplete="family-name"
                  value={lastName}
                  onChange={(event) => setLastName(event.target.value)}
                  required
                />
              </div>
            </div>
            <Checkbox
              label={t`I have read and understood this information, and I consent to taking part in the CultureLens alpha programme.`}
              checked={consent}
              onCheckedChange={setConsent}
            />
          </>
        )}
        {use.isError && <FormMessage tone="error">{errorMessage(use.error, t`Please try again.`)}</FormMessage>}
        <Button type="submit" loading={use.isPending} className="w-full">
          <Trans>Start answering</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}

function LinkNotUsable({ token, state }: { token: string | null; state: Exclude<AnswerLinkPreview['state'], 'ready'> }) {
  const { t } = useLingui();
  const renew = useMutation({ mutationFn: () => renewAnswerLink(token ?? '') });
  const said = {
    used: t`This link has already been used.`,
    expired: t`This link has expired.`,
    closed: t`This assessment is not open for answers now.`,
    invalid: t`This link is not valid.`,
  }[state];
  const renewable = token !== null && (state === 'used' || state === 'expired');
  return (
    <AuthCard title={t`Your link`}>
      <div className="flex flex-col gap-4">
        <FormMessage tone={state === 'closed' ? 'notice' : 'error'}>{said}</FormMessage>
        {renewable &&
          (renew.isSuccess ? (
            <FormMessage tone="success">
              <Trans>If the link was yours, a new one is on its way to your e-mail address.</Trans>
            </FormMessage>
          ) : (
            <Button onClick={() => renew.mutate()} loading={renew.isPending} className="w-full">
              <Trans>Send me a new link</Trans>
            </Button>
          ))}
        {renew.isError && <FormMessage tone="error">{errorMessage(renew.error, t`Please try again.`)}</FormMessage>}
        <p className="text-sm text-slate-700">
          <Trans>
            Or{' '}
            <Link to={paths.login} className={textLinkClass}>
              sign in
            </Link>{' '}
            with your password to answer.
          </Trans>
        </p>
      </div>
    </AuthCard>
  );
}
