/** The text of the privacy notice (/privacy): what CultureLens stores, why, for how long, and people's rights. */
import { Link } from 'react-router';
import { paths } from '#web/paths.ts';
import { company, emails, mailtoHref } from '#web/components/site/company.ts';
import { legalLinkClass, type LegalSection } from './legal-document.tsx';

/** Recorded with each person's consent; a change to what is collected needs a new version. */
export const consentVersion = 'alpha-v1';

/** The privacy notice's sections, in order; the page adds the summary and the contents list. */
export const privacySections: readonly LegalSection[] = [
  {
    id: 'who-is-responsible',
    title: 'Who is responsible for your data',
    content: (
      <>
        <p>
          CultureLens is software that organisations use to run anonymous workplace-culture assessments. It is made by {company.legalName},
          part of {company.groupName}.
        </p>
        <p>
          The organisation that runs the CultureLens installation you use — usually your employer — decides why and how your data is used.
          Under UK data protection law (the UK GDPR and the Data Protection Act 2018) that organisation is the <strong>controller</strong>.
          CultureLens can be self-hosted: when an organisation runs it on its own servers, {company.tradingName} has no access to the data
          at all. When {company.tradingName} hosts an installation for an organisation, we act as its <strong>processor</strong> and use the
          data only on its instructions.
        </p>
        <p>
          {company.legalName} is the controller only for its own enquiries: messages sent through our contact form and e-mails to our sales
          and support addresses.
        </p>
      </>
    ),
  },
  {
    id: 'what-is-stored',
    title: 'What CultureLens stores',
    content: (
      <>
        <h3>Your account</h3>
        <p>
          Your first and last name, e-mail address, role (employee, manager or organisation administrator), the organisation you belong to,
          your manager if one is recorded, whether your account is active, when it was created and changed, and when you gave consent.
        </p>
        <h3>Your password</h3>
        <p>
          Only as a hash made with a slow, salted password-hashing algorithm. Nobody — including your administrators and us — can read your
          password from it.
        </p>
        <h3>Sessions</h3>
        <p>
          When you sign in, your browser receives a random session token in a cookie. The server stores only a hash of the token, with when
          it was created and when it expires. A session ends when you sign out, after a period of inactivity, or at the latest when its
          maximum lifetime is reached.
        </p>
        <h3>Audit events</h3>
        <p>
          A record of security-relevant and administrative actions — for example signing in, sending or revoking invitations, giving consent
          and exporting results — with who did it and when. It never contains survey answers.
        </p>
        <h3>Invitations</h3>
        <p>
          The invited e-mail address, the role offered, who sent the invitation, and when it was sent, expires (after 14 days) and was
          accepted or revoked. The secret part of the invitation link is stored only as a hash.
        </p>
        <h3>Your participation</h3>
        <p>
          A participation record of who has started and who has completed each assessment, and when. It is used for completion rates and to
          let you continue where you left off. It does not contain any answers.
        </p>
        <h3>Your answers</h3>
        <p>
          Each answer is 1 to 5, or “Prefer not to say”. While you answer, and after you complete, your answers are stored{' '}
          <strong>encrypted</strong>, with a key the server derives from a secret that is kept outside the database. That lets you continue
          where you left off; nobody with only a copy of the database can read them.
        </p>
        <p>
          Your answers become part of the results only in a <strong>release of at least six people</strong> (or of the larger minimum group
          size your organisation may have chosen, which each assessment keeps from the moment it opens) who completed the assessment since
          the previous release. A release writes the answers without your name, user id, team or the time you answered, in random order;
          only the day of the release is recorded. The totals per team that team results are calculated from are stored encrypted too. Until
          a release, your answers are <strong>held back</strong>: results do not change when one person answers, so comparing them before
          and after you answered shows nothing about you. If your organisation chooses to show results only after an assessment closes,
          everything waiting is released in one go at the close. If fewer people than the assessment’s minimum group size are still waiting
          when it closes, their answers are deleted without being used.
        </p>
        <p>
          Be aware of the limit of this protection: someone who has both the database and the secret — in practice, the people who run the
          installation — could read answers that are still waiting for a release. They could also read each release’s encrypted totals per
          team, which, for a team with only one person in that release, are that person’s answers. That is why the secret must be kept apart
          from the database and access to both should be restricted.
        </p>
        <h3>E-mail</h3>
        <p>
          Invitations, address confirmations and password-reset messages wait in the database until they have been sent, so that none is
          lost.
        </p>
        <h3>Technical logs</h3>
        <p>
          The server writes technical logs — for example requests and errors, which can include IP addresses. They are kept by whoever runs
          the installation, for security and troubleshooting.
        </p>
        <h3>Alpha workspaces in your browser</h3>
        <p>
          The local alpha mode keeps its data only in your browser’s storage and does not send it to a server. Passwords there are stored as
          a hash, not in plain text. Clearing the site’s data in your browser removes it.
        </p>
        <h3>Enquiries to {company.tradingName}</h3>
        <p>If you use our contact form: your first and last name, e-mail address, company (if you give one) and your message.</p>
      </>
    ),
  },
  {
    id: 'anonymity',
    title: 'How results protect anonymity',
    content: (
      <>
        <p>
          Your organisation sees only aggregated results, and only where at least <strong>six distinct respondents</strong> (an organisation
          may choose a larger minimum) contributed: every domain score, question result, heat-map cell, roadmap item and export follows this
          rule.
        </p>
        <ul>
          <li>Every figure anyone sees comes from the newest release, so results change only by whole groups of at least six people.</li>
          <li>
            A team’s results appear only when the team has at least six respondents, and only where, taken together with everything already
            shown for the assessment, they cannot be used to work out the answers of anyone or of a group smaller than six.
          </li>
          <li>Figures below the threshold are hidden on the server and never sent to anyone’s browser.</li>
          <li>Exports contain aggregated, anonymised figures only — never individual answers.</li>
          <li>“Prefer not to say” is left out of every score.</li>
          <li>
            An average cannot hide agreement: if everyone in a group gives the same answer, the group’s result shows that shared answer.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'why-used',
    title: 'Why your data is used',
    content: (
      <>
        <ul>
          <li>Your account, password and sessions: to let you sign in and to keep your account secure.</li>
          <li>Audit events and technical logs: to detect and investigate misuse and faults.</li>
          <li>Invitations and e-mail: to invite you and to send you the messages you need to use CultureLens.</li>
          <li>
            Answers and participation: to produce your organisation’s aggregated results and completion rates, and to let you continue an
            unfinished assessment.
          </li>
          <li>Enquiries: to reply to you. We do not add you to a mailing list.</li>
        </ul>
        <p>
          Your organisation decides the lawful basis for its use of CultureLens and must tell you what it is. Before you answer your first
          assessment, CultureLens asks for your consent and records it with the consent version (<strong>{consentVersion}</strong>) and the
          time.
        </p>
        <p>
          CultureLens does not make automated decisions about individuals, shows no advertising, uses no analytics or tracking, and loads no
          scripts, fonts or images from other websites. Nobody sells your data. The AI features marked “Coming soon” on our pages are not
          active and process nothing.
        </p>
      </>
    ),
  },
  {
    id: 'who-can-see',
    title: 'Who can see what',
    content: (
      <ul>
        <li>You: your own account and your progress through an assessment.</li>
        <li>
          Your organisation’s administrators: the accounts and invitations of your organisation, completion rates, and aggregated results
          that meet the six-respondent threshold. Never your individual answers.
        </li>
        <li>
          The people who run the installation: technical access to the server, as for any software; see the limit described under “Your
          answers” above.
        </li>
        <li>{company.tradingName}: only for installations we host, only on your organisation’s instructions, and for our own enquiries.</li>
        <li>The e-mail service your organisation configures, which delivers invitations and other messages to your address.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'How long data is kept',
    content: (
      <>
        <p>
          Your organisation sets how long assessment data is kept. The period is shown in the consent text before you answer. Accounts stay
          until an administrator removes them. Sessions expire on their own; invitations stop working after 14 days.
        </p>
        <p>We keep enquiries sent to {company.tradingName} for up to 24 months after our last contact, then delete them.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    content: (
      <p>
        CultureLens sets one cookie: the session cookie that keeps you signed in. It is strictly necessary, cannot be read by scripts on the
        page, and is not sent with requests started by other websites’ pages. The app also uses your browser’s local storage to remember
        where to take you after signing in and, in the local alpha mode, to hold the alpha workspace. There are no advertising or tracking
        cookies, so there is no cookie banner.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        Passwords, session tokens and invitation tokens are stored only as hashes. Requests that change data must come from a CultureLens
        page. The app loads nothing from other websites. Every record belongs to one organisation, and another organisation’s records are
        never shown. The organisation that runs an installation is responsible for serving it over HTTPS, keeping it up to date and backing
        up the database together with its secrets.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>
          You have the right to see the personal data held about you, to have it corrected or deleted, to restrict or object to its use, and
          to receive it in a portable form. Because your organisation is the controller, send requests to your organisation first; we will
          help it answer them where we host its installation.
        </p>
        <p>
          Released answers are not stored against your name, so they cannot be looked up by name to be shown, changed or deleted
          individually. They are only ever used in aggregate.
        </p>
        <p>
          If you are unhappy with how your data is handled, you can complain to the Information Commissioner’s Office (ICO), the UK data
          protection regulator, at{' '}
          <a href="https://ico.org.uk/make-a-complaint/" className={legalLinkClass}>
            ico.org.uk/make-a-complaint
          </a>{' '}
          or on 0303 123 1113.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    content: (
      <p>
        When we change this notice, we change the date at the top. If a change affects what is collected from people taking part in
        assessments, CultureLens asks for consent again under a new consent version.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>
          Questions about how your organisation uses CultureLens: ask your organisation’s administrator. Questions about this notice or
          about our own enquiries:{' '}
          <a href={mailtoHref(emails.privacy, { subject: 'Privacy question about CultureLens' })} className={legalLinkClass}>
            {emails.privacy}
          </a>
          .
        </p>
        <p>
          {company.legalName}, registered in {company.registeredIn} with company number {company.companyNumber}. Registered office:{' '}
          {company.registeredOffice.join(', ')}.
        </p>
        <p>
          See also the{' '}
          <Link to={paths.terms} className={legalLinkClass}>
            terms of use
          </Link>
          .
        </p>
      </>
    ),
  },
];
