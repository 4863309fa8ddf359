import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '#web/paths.ts';
import { company, emails } from '#web/components/site/company.ts';
import { LegalDocument, legalLinkClass, MailtoLink, type LegalSection } from './legal-document.tsx';

const { legalName } = company;
const registeredOffice = company.registeredOffice.join(', ');
const supportEmail = emails.support;

/** Who the terms are with, read when shown: where the company is registered is said in the reader's language. */
function TermsScope() {
  const { legalName, groupName, registeredIn, companyNumber } = company;
  return (
    <Trans>
      These terms cover the use of CultureLens, software for anonymous workplace-culture assessments made by {legalName} (“we”), part of{' '}
      {groupName}, registered in {registeredIn} with company number {companyNumber}.
    </Trans>
  );
}

const sections: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: msg`About these terms`,
    content: (
      <>
        <p>
          <TermsScope />
        </p>
        <p>
          <Trans>
            You usually use CultureLens because your organisation has invited you. Your organisation’s own agreement with us, or the licence
            under which it runs the software itself, comes first; these terms explain what everyone using an installation can expect and
            must do. How personal data is handled is described in the{' '}
            <Link to={paths.privacy} className={legalLinkClass}>
              privacy notice
            </Link>
            .
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'alpha-programme',
    title: msg`The alpha programme`,
    content: (
      <p>
        <Trans>
          CultureLens is in its alpha programme. Features may change, and mistakes are more likely than in a finished product. Features
          marked “Coming soon” do not exist yet. Please tell us about anything that does not work as described — see{' '}
          <Link to={paths.support} className={legalLinkClass}>
            support
          </Link>
          .
        </Trans>
      </p>
    ),
  },
  {
    id: 'your-account',
    title: msg`Your account`,
    content: (
      <ul>
        <li>
          <Trans>Give your real name and an e-mail address you use, and keep them up to date.</Trans>
        </li>
        <li>
          <Trans>Keep your password to yourself, and do not let anyone else use your account.</Trans>
        </li>
        <li>
          <Trans>Each account belongs to one organisation.</Trans>
        </li>
        <li>
          <Trans>If you think someone else has used your account, change your password and tell your administrator.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'administrators',
    title: msg`If you administer an organisation`,
    content: (
      <>
        <p>
          <Trans>Organisation administrators must:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              have a lawful basis for running assessments, and tell people beforehand why they are being asked, what happens with the
              results and how long data is kept;
            </Trans>
          </li>
          <li>
            <Trans>invite only people who belong to the organisation, with the role that fits them;</Trans>
          </li>
          <li>
            <Trans>set a retention period for assessment data and keep to it;</Trans>
          </li>
          <li>
            <Trans>
              not try to find out how an individual answered — for example by combining results with other information, or by inviting very
              few people to a group — and not pressure anyone to take part or to answer in a particular way;
            </Trans>
          </li>
          <li>
            <Trans>use results to improve the organisation, not to make decisions about individual people.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'taking-part',
    title: msg`If you take part in an assessment`,
    content: (
      <p>
        <Trans>
          Answer for yourself and as honestly as you are comfortable with. “Prefer not to say” is available on every statement. Your
          organisation can see completion rates and combined results for groups of six or more (an organisation may choose a larger
          minimum), but not your individual answers.
        </Trans>
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: msg`Acceptable use`,
    content: (
      <>
        <p>
          <Trans>Nobody may:</Trans>
        </p>
        <ul>
          <li>
            <Trans>try to get at another organisation’s data, or at data their role does not allow them to see;</Trans>
          </li>
          <li>
            <Trans>try to get round the anonymity safeguards or to identify respondents;</Trans>
          </li>
          <li>
            <Trans>attack, overload or probe the service, or access it with automated tools other than its published API;</Trans>
          </li>
          <li>
            <Trans>use CultureLens to break the law or to harass, discriminate against or harm anyone.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We, or the organisation running the installation, may suspend an account that breaks these rules.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'anonymity-limits',
    title: msg`Anonymity safeguards and their limits`,
    content: (
      <p>
        <Trans>
          CultureLens keeps answers encrypted until they are released in groups of at least six, stores released answers without a user id,
          team or time, and shows a result only where at least six distinct respondents contributed, including in team views. These
          safeguards greatly reduce the chance of identifying anyone, but no system can rule it out completely: people who hold both the
          database and the installation’s secret can read answers still waiting for a release, a group that answers unanimously reveals its
          shared answer, and people who know a great deal about a small group may be able to draw conclusions. Administrators must not try
          to.
        </Trans>
      </p>
    ),
  },
  {
    id: 'self-hosting',
    title: msg`Running CultureLens yourselves`,
    content: (
      <p>
        <Trans>
          An organisation that runs CultureLens on its own servers is responsible for those servers: serving the app over HTTPS, installing
          updates, restricting access, and backing up the database together with its secrets file (without the secrets, unfinished
          assessments cannot be continued and answers waiting for a release are lost). We have no access to a self-hosted installation and
          cannot recover its data.
        </Trans>
      </p>
    ),
  },
  {
    id: 'availability',
    title: msg`Availability`,
    content: (
      <p>
        <Trans>
          For installations we host, we aim for 99.9% uptime and page responses in under two seconds, and we handle outages around the
          clock. During the alpha programme these are targets, not guarantees. We may briefly interrupt the service for maintenance or to
          deal with a security problem, and we will tell administrators in advance where we can.
        </Trans>
      </p>
    ),
  },
  {
    id: 'ownership',
    title: msg`Who owns what`,
    content: (
      <p>
        <Trans>
          The software, its statements and its texts belong to {legalName} or its licensors. The data your organisation puts into
          CultureLens belongs to your organisation; we claim no rights in it. If you send us feedback, we may use it to improve CultureLens
          without owing you anything for it.
        </Trans>
      </p>
    ),
  },
  {
    id: 'ending',
    title: msg`Ending use`,
    content: (
      <p>
        <Trans>
          You can stop using CultureLens at any time; ask your administrator to remove your account. An organisation can stop using
          CultureLens at any time; what happens to its data then is set by its agreement with us or, if it runs the software itself, by its
          own decision.
        </Trans>
      </p>
    ),
  },
  {
    id: 'liability',
    title: msg`Liability`,
    content: (
      <p>
        <Trans>
          Results describe how a group of people answered; they are not professional advice, and decisions taken on them are the
          organisation’s own. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for
          anything else that cannot be limited under the law of England and Wales.
        </Trans>
      </p>
    ),
  },
  {
    id: 'law',
    title: msg`Law and changes`,
    content: (
      <p>
        <Trans>
          These terms are governed by the law of England and Wales, and its courts deal with disputes about them. When we change the terms
          we change the date at the top, and we tell organisation administrators about changes that matter.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg`Contact`,
    content: (
      <p>
        <Trans>
          Questions about these terms:{' '}
          <MailtoLink address={emails.support} subject={msg`Question about the CultureLens terms of use`}>
            {supportEmail}
          </MailtoLink>
          , or write to {legalName}, {registeredOffice}.
        </Trans>
      </p>
    ),
  },
];

export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Terms of use`}
      summary={
        <p>
          <Trans>
            <strong>In short:</strong> use CultureLens honestly, keep your password safe, and never try to find out how someone answered.
            CultureLens is in its alpha programme, so features may change. Your organisation’s data belongs to your organisation.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
