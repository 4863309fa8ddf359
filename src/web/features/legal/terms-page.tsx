import { Link } from 'react-router';
import { paths } from '#web/paths.ts';
import { company, emails, mailtoHref } from '#web/components/site/company.ts';
import { LegalDocument, legalLinkClass, type LegalSection } from './legal-document.tsx';

const sections: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    content: (
      <>
        <p>
          These terms cover the use of CultureLens, software for anonymous workplace-culture assessments made by {company.legalName} (“we”),
          part of {company.groupName}, registered in {company.registeredIn} with company number {company.companyNumber}.
        </p>
        <p>
          You usually use CultureLens because your organisation has invited you. Your organisation’s own agreement with us, or the licence
          under which it runs the software itself, comes first; these terms explain what everyone using an installation can expect and must
          do. How personal data is handled is described in the{' '}
          <Link to={paths.privacy} className={legalLinkClass}>
            privacy notice
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'alpha-programme',
    title: 'The alpha programme',
    content: (
      <p>
        CultureLens is in its alpha programme. Features may change, and mistakes are more likely than in a finished product. Features marked
        “Coming soon” do not exist yet. Please tell us about anything that does not work as described — see{' '}
        <Link to={paths.support} className={legalLinkClass}>
          support
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <ul>
        <li>Give your real name and an e-mail address you use, and keep them up to date.</li>
        <li>Keep your password to yourself, and do not let anyone else use your account.</li>
        <li>Each account belongs to one organisation.</li>
        <li>If you think someone else has used your account, change your password and tell your administrator.</li>
      </ul>
    ),
  },
  {
    id: 'administrators',
    title: 'If you administer an organisation',
    content: (
      <>
        <p>Organisation administrators must:</p>
        <ul>
          <li>
            have a lawful basis for running assessments, and tell people beforehand why they are being asked, what happens with the results
            and how long data is kept;
          </li>
          <li>invite only people who belong to the organisation, with the role that fits them;</li>
          <li>set a retention period for assessment data and keep to it;</li>
          <li>
            not try to find out how an individual answered — for example by combining results with other information, or by inviting very
            few people to a group — and not pressure anyone to take part or to answer in a particular way;
          </li>
          <li>use results to improve the organisation, not to make decisions about individual people.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'taking-part',
    title: 'If you take part in an assessment',
    content: (
      <p>
        Answer for yourself and as honestly as you are comfortable with. “Prefer not to say” is available on every statement. Your
        organisation can see completion rates and combined results for groups of six or more (an organisation may choose a larger minimum),
        but not your individual answers.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>Nobody may:</p>
        <ul>
          <li>try to get at another organisation’s data, or at data their role does not allow them to see;</li>
          <li>try to get round the anonymity safeguards or to identify respondents;</li>
          <li>attack, overload or probe the service, or access it with automated tools other than its published API;</li>
          <li>use CultureLens to break the law or to harass, discriminate against or harm anyone.</li>
        </ul>
        <p>We, or the organisation running the installation, may suspend an account that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'anonymity-limits',
    title: 'Anonymity safeguards and their limits',
    content: (
      <p>
        CultureLens keeps answers encrypted until they are released in groups of at least six, stores released answers without a user id,
        team or time, and shows a result only where at least six distinct respondents contributed, including in team views. These safeguards
        greatly reduce the chance of identifying anyone, but no system can rule it out completely: people who hold both the database and the
        installation’s secret can read answers still waiting for a release, a group that answers unanimously reveals its shared answer, and
        people who know a great deal about a small group may be able to draw conclusions. Administrators must not try to.
      </p>
    ),
  },
  {
    id: 'self-hosting',
    title: 'Running CultureLens yourselves',
    content: (
      <p>
        An organisation that runs CultureLens on its own servers is responsible for those servers: serving the app over HTTPS, installing
        updates, restricting access, and backing up the database together with its secrets file (without the secrets, unfinished assessments
        cannot be continued and answers waiting for a release are lost). We have no access to a self-hosted installation and cannot recover
        its data.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    content: (
      <p>
        For installations we host, we aim for 99.9% uptime and page responses in under two seconds, and we handle outages around the clock.
        During the alpha programme these are targets, not guarantees. We may briefly interrupt the service for maintenance or to deal with a
        security problem, and we will tell administrators in advance where we can.
      </p>
    ),
  },
  {
    id: 'ownership',
    title: 'Who owns what',
    content: (
      <p>
        The software, its statements and its texts belong to {company.legalName} or its licensors. The data your organisation puts into
        CultureLens belongs to your organisation; we claim no rights in it. If you send us feedback, we may use it to improve CultureLens
        without owing you anything for it.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending use',
    content: (
      <p>
        You can stop using CultureLens at any time; ask your administrator to remove your account. An organisation can stop using
        CultureLens at any time; what happens to its data then is set by its agreement with us or, if it runs the software itself, by its
        own decision.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    content: (
      <p>
        Results describe how a group of people answered; they are not professional advice, and decisions taken on them are the
        organisation’s own. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for
        anything else that cannot be limited under the law of England and Wales.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Law and changes',
    content: (
      <p>
        These terms are governed by the law of England and Wales, and its courts deal with disputes about them. When we change the terms we
        change the date at the top, and we tell organisation administrators about changes that matter.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about these terms:{' '}
        <a href={mailtoHref(emails.support, { subject: 'Question about the CultureLens terms of use' })} className={legalLinkClass}>
          {emails.support}
        </a>
        , or write to {company.legalName}, {company.registeredOffice.join(', ')}.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of use"
      summary={
        <p>
          <strong>In short:</strong> use CultureLens honestly, keep your password safe, and never try to find out how someone answered.
          CultureLens is in its alpha programme, so features may change. Your organisation’s data belongs to your organisation.
        </p>
      }
      sections={sections}
    />
  );
}
