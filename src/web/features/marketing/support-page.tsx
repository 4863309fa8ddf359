import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/paths.ts';
import { company, emails, mailtoHref, phones, salesEnquiryHref, telHref } from '#web/components/site/company.ts';
import { PageIntro, Section } from './parts.tsx';
import { EmailAddress } from '#web/components/site/site-parts.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

const include = [
  msg`The name of your organisation and your role in CultureLens`,
  msg`The address of the page where the problem happened`,
  msg`What you did, what you expected and what happened instead — with the exact wording of any error message`,
  msg`The date and time, so we can find it in the logs`,
  msg`Your browser and device, for example “Chrome on Windows 11” or “Safari on iPhone”`,
  msg`For an installation you run yourselves: the version shown at /api/health and whether you use the embedded database or PostgreSQL`,
];

const exclude = [
  msg`Passwords`,
  msg`Invitation links — anyone holding one could use it`,
  msg`Survey answers, yours or anyone else’s`,
  msg`Secrets from your installation, such as the secrets file or your database address`,
];

/** The support e-mail, opened with a template of what to tell us. */
function useSupportRequestHref(): string {
  const { t } = useLingui();
  return mailtoHref(emails.support, {
    subject: t`CultureLens support request`,
    body: [
      t`Organisation:`,
      t`My role (employee, manager or administrator):`,
      t`Address of the page (copy it from the browser):`,
      t`What I did:`,
      t`What I expected:`,
      t`What happened instead (exact error message, if any):`,
      t`Date and time it happened:`,
      t`Browser and device:`,
      '',
      t`Please do not include passwords, invitation links or survey answers.`,
    ].join('\n'),
  });
}

export function SupportPage() {
  const { t } = useLingui();
  const tradingName = company.tradingName;
  const securityEmail = emails.security;
  return (
    <>
      <DocumentTitle>{t`Support — CultureLens`}</DocumentTitle>
      <PageIntro
        eyebrow={t`Support`}
        title={t`Get help with CultureLens`}
        lead={
          <p>
            <Trans>
              CultureLens is in its alpha programme, and support comes from the {tradingName} team that builds it. Many questions are
              answered in the{' '}
              <Link to={paths.help} className={linkClass}>
                user guide
              </Link>
              ; for everything else, here is how to reach us.
            </Trans>
          </p>
        }
      />

      <Section title={t`Who to ask first`}>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">
              <Trans>Employees</Trans>
            </h3>
            <p className="mt-2 text-slate-700">
              <Trans>
                Ask your organisation’s administrator first. They can resend an expired invitation, tell you which assessment is open and
                explain how your organisation uses the results. We cannot look up, show or change your answers: they are not stored against
                your name.
              </Trans>
            </p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">
              <Trans>Organisation administrators</Trans>
            </h3>
            <p className="mt-2 text-slate-700">
              <Trans>
                Contact us directly by e-mail or phone. If your organisation runs CultureLens on its own servers, your IT team looks after
                the installation; we are glad to answer their set-up questions by e-mail.
              </Trans>
            </p>
          </div>
        </div>
      </Section>

      <ContactSupport />

      <Section title={t`Response times`}>
        <dl className="grid max-w-3xl gap-4">
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <dt className="font-semibold text-slate-900">
              <Trans>Questions and problems</Trans>
            </dt>
            <dd className="mt-1 text-slate-700">
              <Trans>
                A first reply within one working day. Fixes that need a new release take longer; we will tell you what to expect.
              </Trans>
            </dd>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <dt className="font-semibold text-slate-900">
              <Trans>Outages of installations we host</Trans>
            </dt>
            <dd className="mt-1 text-slate-700">
              <Trans>
                If CultureLens is unavailable on an installation {tradingName} hosts, e-mail us with “Outage” in the subject. Outages are
                handled around the clock, every day of the year.
              </Trans>
            </dd>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <dt className="font-semibold text-slate-900">
              <Trans>Installations you run yourselves</Trans>
            </dt>
            <dd className="mt-1 text-slate-700">
              <Trans>
                Answered by e-mail within one working day, on a best-effort basis during the alpha programme. We do not yet offer
                contractual service levels; if you need them,{' '}
                <a href={salesEnquiryHref(t`a support agreement for CultureLens`)} className={linkClass}>
                  ask sales about a support agreement
                </a>
                .
              </Trans>
            </dd>
          </div>
        </dl>
      </Section>

      <Section tone="white" title={t`What to include`}>
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              <Trans>Please tell us</Trans>
            </h3>
            <ul className="mt-3 list-disc ps-5 text-slate-700 [&>li]:mt-2">
              {include.map((item) => (
                <li key={item.id}>{t(item)}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              <Trans>Never send us</Trans>
            </h3>
            <ul className="mt-3 list-disc ps-5 text-slate-700 [&>li]:mt-2">
              {exclude.map((item) => (
                <li key={item.id}>{t(item)}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section title={t`Security and privacy`}>
        <div className="flex max-w-3xl flex-col gap-3 text-slate-700">
          <p>
            <Trans>
              Found a security problem? Please report it privately to{' '}
              <a href={mailtoHref(emails.security, { subject: t`Security report: CultureLens` })} className={linkClass}>
                {securityEmail}
              </a>{' '}
              rather than in public, and give us a chance to fix it before you tell anyone else.
            </Trans>
          </p>
          <p>
            <Trans>
              For questions about your personal data, read the{' '}
              <Link to={paths.privacy} className={linkClass}>
                privacy notice
              </Link>
              . Your organisation decides how CultureLens is used, so requests about your data usually go to your organisation first.
            </Trans>
          </p>
        </div>
      </Section>
    </>
  );
}

function ContactSupport() {
  const { t } = useLingui();
  const supportRequestHref = useSupportRequestHref();
  const officeHours = company.officeHours;
  const phone = phones.support.display;
  return (
    <Section tone="white" title={t`Contact support`}>
      <ul className="grid gap-4 md:grid-cols-2">
        <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-6">
          <h3 className="text-lg font-semibold text-slate-900">
            <Trans>E-mail</Trans>
          </h3>
          <p className="text-slate-700">
            <Trans>
              Best for most questions. We reply within one working day. The e-mail opens with a short template of what to tell us.
            </Trans>
          </p>
          <p className="font-medium text-slate-900">
            <EmailAddress address={emails.support} />
          </p>
          <a href={supportRequestHref} className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
            <Trans>E-mail support</Trans>
          </a>
        </li>
        <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-6">
          <h3 className="text-lg font-semibold text-slate-900">
            <Trans>Phone</Trans>
          </h3>
          <p className="text-slate-700">{officeHours}.</p>
          <a href={telHref(phones.support)} className={`text-lg ${linkClass}`}>
            <Trans>
              <span className="sr-only">Call support on </span>
              {phone}
            </Trans>
          </a>
        </li>
      </ul>
    </Section>
  );
}
