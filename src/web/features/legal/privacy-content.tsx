/** The text of the privacy notice (/privacy): what CultureLens stores, why, for how long, and people's rights. */
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { paths } from '#web/paths.ts';
import { company, emails } from '#web/components/site/company.ts';
import { legalLinkClass, MailtoLink, type LegalSection } from './legal-document.tsx';
import { whatIsStored } from './privacy-storage.tsx';

const { groupName, legalName, tradingName } = company;
const privacyEmail = emails.privacy;

/** The company's registration, read when shown: where it is registered is said in the reader's language. */
function CompanyDetails() {
  const { legalName, registeredIn, companyNumber } = company;
  const registeredOffice = company.registeredOffice.join(', ');
  return (
    <Trans>
      {legalName}, registered in {registeredIn} with company number {companyNumber}. Registered office: {registeredOffice}.
    </Trans>
  );
}

/** Recorded with each person's consent; a change to what is collected needs a new version. */
export const consentVersion = 'alpha-v1';

/** The privacy notice's sections, in order; the page adds the summary and the contents list. */
export const privacySections: readonly LegalSection[] = [
  {
    id: 'who-is-responsible',
    title: msg`Who is responsible for your data`,
    content: (
      <>
        <p>
          <Trans>
            CultureLens is software that organisations use to run anonymous workplace-culture assessments. It is made by {legalName}, part
            of {groupName}.
          </Trans>
        </p>
        <p>
          <Trans>
            The organisation that runs the CultureLens installation you use — usually your employer — decides why and how your data is used.
            Under UK data protection law (the UK GDPR and the Data Protection Act 2018) that organisation is the <strong>controller</strong>
            . CultureLens can be self-hosted: when an organisation runs it on its own servers, {tradingName} has no access to the data at
            all. When {tradingName} hosts an installation for an organisation, we act as its <strong>processor</strong> and use the data
            only on its instructions.
          </Trans>
        </p>
        <p>
          <Trans>
            {legalName} is the controller only for its own enquiries: messages sent through our contact form and e-mails to our sales and
            support addresses.
          </Trans>
        </p>
      </>
    ),
  },
  whatIsStored,
  {
    id: 'anonymity',
    title: msg`How results protect anonymity`,
    content: (
      <>
        <p>
          <Trans>
            Your organisation sees only aggregated results, and only where at least <strong>six distinct respondents</strong> (an
            organisation may choose a larger minimum) contributed: every domain score, question result, heat-map cell, roadmap item and
            export follows this rule.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Every figure anyone sees comes from the newest release, so results change only by whole groups of at least six people.
            </Trans>
          </li>
          <li>
            <Trans>
              A team’s results appear only when the team has at least six respondents, and only where, taken together with everything
              already shown for the assessment, they cannot be used to work out the answers of anyone or of a group smaller than six.
            </Trans>
          </li>
          <li>
            <Trans>Figures below the threshold are hidden on the server and never sent to anyone’s browser.</Trans>
          </li>
          <li>
            <Trans>Exports contain aggregated, anonymised figures only — never individual answers.</Trans>
          </li>
          <li>
            <Trans>“Prefer not to say” is left out of every score.</Trans>
          </li>
          <li>
            <Trans>
              An average cannot hide agreement: if everyone in a group gives the same answer, the group’s result shows that shared answer.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'why-used',
    title: msg`Why your data is used`,
    content: (
      <>
        <ul>
          <li>
            <Trans>Your account, password and sessions: to let you sign in and to keep your account secure.</Trans>
          </li>
          <li>
            <Trans>Audit events and technical logs: to detect and investigate misuse and faults.</Trans>
          </li>
          <li>
            <Trans>Invitations and e-mail: to invite you and to send you the messages you need to use CultureLens.</Trans>
          </li>
          <li>
            <Trans>
              Answers and participation: to produce your organisation’s aggregated results and completion rates, and to let you continue an
              unfinished assessment.
            </Trans>
          </li>
          <li>
            <Trans>Enquiries: to reply to you. We do not add you to a mailing list.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Your organisation decides the lawful basis for its use of CultureLens and must tell you what it is. Before you answer your first
            assessment, CultureLens asks for your consent and records it with the consent version (<strong>{consentVersion}</strong>) and
            the time.
          </Trans>
        </p>
        <p>
          <Trans>
            CultureLens does not make automated decisions about individuals, shows no advertising, uses no analytics or tracking, and loads
            no scripts, fonts or images from other websites. Nobody sells your data. The AI features marked “Coming soon” on our pages are
            not active and process nothing.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'who-can-see',
    title: msg`Who can see what`,
    content: (
      <ul>
        <li>
          <Trans>You: your own account and your progress through an assessment.</Trans>
        </li>
        <li>
          <Trans>
            Your organisation’s administrators: the accounts and invitations of your organisation, completion rates, and aggregated results
            that meet the six-respondent threshold. Never your individual answers.
          </Trans>
        </li>
        <li>
          <Trans>
            The people who run the installation: technical access to the server, as for any software; see the limit described under “Your
            answers” above.
          </Trans>
        </li>
        <li>
          <Trans>{tradingName}: only for installations we host, only on your organisation’s instructions, and for our own enquiries.</Trans>
        </li>
        <li>
          <Trans>The e-mail service your organisation configures, which delivers invitations and other messages to your address.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: msg`How long data is kept`,
    content: (
      <>
        <p>
          <Trans>
            Your organisation sets how long assessment data is kept. The period is shown in the consent text before you answer. Accounts
            stay until an administrator removes them. Sessions expire on their own; invitations stop working after 14 days.
          </Trans>
        </p>
        <p>
          <Trans>We keep enquiries sent to {tradingName} for up to 24 months after our last contact, then delete them.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: msg`Cookies and browser storage`,
    content: (
      <p>
        <Trans>
          CultureLens sets at most two cookies: the session cookie that keeps you signed in, which is strictly necessary, cannot be read by
          scripts on the page, and is not sent with requests started by other websites’ pages; and, once you choose a language, a language
          cookie that holds only that language’s code, so the next visit opens in it. The app also uses your browser’s local storage to
          remember where to take you after signing in and, in the local alpha mode, to hold the alpha workspace. There are no advertising or
          tracking cookies, so there is no cookie banner.
        </Trans>
      </p>
    ),
  },
  {
    id: 'security',
    title: msg`Security`,
    content: (
      <p>
        <Trans>
          Passwords, session tokens and invitation tokens are stored only as hashes. Requests that change data must come from a CultureLens
          page. The app loads nothing from other websites. Every record belongs to one organisation, and another organisation’s records are
          never shown. The organisation that runs an installation is responsible for serving it over HTTPS, keeping it up to date and
          backing up the database together with its secrets.
        </Trans>
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: msg`Your rights`,
    content: (
      <>
        <p>
          <Trans>
            You have the right to see the personal data held about you, to have it corrected or deleted, to restrict or object to its use,
            and to receive it in a portable form. Because your organisation is the controller, send requests to your organisation first; we
            will help it answer them where we host its installation.
          </Trans>
        </p>
        <p>
          <Trans>
            Released answers are not stored against your name, so they cannot be looked up by name to be shown, changed or deleted
            individually. They are only ever used in aggregate.
          </Trans>
        </p>
        <p>
          <Trans>
            If you are unhappy with how your data is handled, you can complain to the Information Commissioner’s Office (ICO), the UK data
            protection regulator, at{' '}
            <a href="https://ico.org.uk/make-a-complaint/" className={legalLinkClass}>
              ico.org.uk/make-a-complaint
            </a>{' '}
            or on 0303 123 1113.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to this notice`,
    content: (
      <p>
        <Trans>
          When we change this notice, we change the date at the top. If a change affects what is collected from people taking part in
          assessments, CultureLens asks for consent again under a new consent version.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg`Contact`,
    content: (
      <>
        <p>
          <Trans>
            Questions about how your organisation uses CultureLens: ask your organisation’s administrator. Questions about this notice or
            about our own enquiries:{' '}
            <MailtoLink address={emails.privacy} subject={msg`Privacy question about CultureLens`}>
              {privacyEmail}
            </MailtoLink>
            .
          </Trans>
        </p>
        <p>
          <CompanyDetails />
        </p>
        <p>
          <Trans>
            See also the{' '}
            <Link to={paths.terms} className={legalLinkClass}>
              terms of use
            </Link>
            .
          </Trans>
        </p>
      </>
    ),
  },
];
