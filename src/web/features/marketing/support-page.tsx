import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/paths.ts';
import { company, emails, mailtoHref, phones, salesEnquiryHref, telHref } from '#web/components/site/company.ts';
import { PageIntro, Section } from './parts.tsx';
import { EmailAddress } from '#web/components/site/site-parts.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

const supportRequestHref = mailtoHref(emails.support, {
  subject: 'CultureLens support request',
  body: [
    'Organisation:',
    'My role (employee, manager or administrator):',
    'Address of the page (copy it from the browser):',
    'What I did:',
    'What I expected:',
    'What happened instead (exact error message, if any):',
    'Date and time it happened:',
    'Browser and device:',
    '',
    'Please do not include passwords, invitation links or survey answers.',
  ].join('\n'),
});

const include = [
  'The name of your organisation and your role in CultureLens',
  'The address of the page where the problem happened',
  'What you did, what you expected and what happened instead — with the exact wording of any error message',
  'The date and time, so we can find it in the logs',
  'Your browser and device, for example “Chrome on Windows 11” or “Safari on iPhone”',
  'For an installation you run yourselves: the version shown at /api/health and whether you use the embedded database or PostgreSQL',
];

const exclude = [
  'Passwords',
  'Invitation links — anyone holding one could use it',
  'Survey answers, yours or anyone else’s',
  'Secrets from your installation, such as the secrets file or your database address',
];

export function SupportPage() {
  return (
    <>
      <DocumentTitle>Support — CultureLens</DocumentTitle>
      <PageIntro
        eyebrow="Support"
        title="Get help with CultureLens"
        lead={
          <p>
            CultureLens is in its alpha programme, and support comes from the {company.tradingName} team that builds it. Many questions are
            answered in the{' '}
            <Link to={paths.help} className={linkClass}>
              user guide
            </Link>
            ; for everything else, here is how to reach us.
          </p>
        }
      />

      <Section title="Who to ask first">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">Employees</h3>
            <p className="mt-2 text-slate-700">
              Ask your organisation’s administrator first. They can resend an expired invitation, tell you which assessment is open and
              explain how your organisation uses the results. We cannot look up, show or change your answers: they are not stored against
              your name.
            </p>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-900">Organisation administrators</h3>
            <p className="mt-2 text-slate-700">
              Contact us directly by e-mail or phone. If your organisation runs CultureLens on its own servers, your IT team looks after the
              installation; we are glad to answer their set-up questions by e-mail.
            </p>
          </div>
        </div>
      </Section>

      <Section tone="white" title="Contact support">
        <ul className="grid gap-4 md:grid-cols-2">
          <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-6">
            <h3 className="text-lg font-semibold text-slate-900">E-mail</h3>
            <p className="text-slate-700">
              Best for most questions. We reply within one working day. The e-mail opens with a short template of what to tell us.
            </p>
            <p className="font-medium text-slate-900">
              <EmailAddress address={emails.support} />
            </p>
            <a href={supportRequestHref} className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
              E-mail support
            </a>
          </li>
          <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-6">
            <h3 className="text-lg font-semibold text-slate-900">Phone</h3>
            <p className="text-slate-700">{company.officeHours}.</p>
            <a href={telHref(phones.support)} className={`text-lg ${linkClass}`}>
              <span className="sr-only">Call support on </span>
              {phones.support.display}
            </a>
          </li>
        </ul>
      </Section>

      <Section title="Response times">
        <dl className="grid max-w-3xl gap-4">
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <dt className="font-semibold text-slate-900">Questions and problems</dt>
            <dd className="mt-1 text-slate-700">
              A first reply within one working day. Fixes that need a new release take longer; we will tell you what to expect.
            </dd>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <dt className="font-semibold text-slate-900">Outages of installations we host</dt>
            <dd className="mt-1 text-slate-700">
              If CultureLens is unavailable on an installation {company.tradingName} hosts, e-mail us with “Outage” in the subject. Outages
              are handled around the clock, every day of the year.
            </dd>
          </div>
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <dt className="font-semibold text-slate-900">Installations you run yourselves</dt>
            <dd className="mt-1 text-slate-700">
              Answered by e-mail within one working day, on a best-effort basis during the alpha programme. We do not yet offer contractual
              service levels; if you need them,{' '}
              <a href={salesEnquiryHref('a support agreement for CultureLens')} className={linkClass}>
                ask sales about a support agreement
              </a>
              .
            </dd>
          </div>
        </dl>
      </Section>

      <Section tone="white" title="What to include">
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">Please tell us</h3>
            <ul className="mt-3 list-disc pl-5 text-slate-700 [&>li]:mt-2">
              {include.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">Never send us</h3>
            <ul className="mt-3 list-disc pl-5 text-slate-700 [&>li]:mt-2">
              {exclude.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section title="Security and privacy">
        <div className="flex max-w-3xl flex-col gap-3 text-slate-700">
          <p>
            Found a security problem? Please report it privately to{' '}
            <a href={mailtoHref(emails.security, { subject: 'Security report: CultureLens' })} className={linkClass}>
              {emails.security}
            </a>{' '}
            rather than in public, and give us a chance to fix it before you tell anyone else.
          </p>
          <p>
            For questions about your personal data, read the{' '}
            <Link to={paths.privacy} className={linkClass}>
              privacy notice
            </Link>
            . Your organisation decides how CultureLens is used, so requests about your data usually go to your organisation first.
          </p>
        </div>
      </Section>
    </>
  );
}
