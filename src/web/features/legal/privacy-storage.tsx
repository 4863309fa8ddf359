/** The privacy notice's longest section: what CultureLens stores, item by item. */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { company } from '#web/components/site/company.ts';
import type { LegalSection } from './legal-document.tsx';

const { tradingName } = company;

export const whatIsStored: LegalSection = {
  id: 'what-is-stored',
  title: msg`What CultureLens stores`,
  content: (
    <>
      <h3>
        <Trans>Your account</Trans>
      </h3>
      <p>
        <Trans>
          Your first and last name, e-mail address, role (employee, manager or organisation administrator), the organisation you belong to,
          your manager if one is recorded, whether your account is active, when it was created and changed, and when you gave consent.
        </Trans>
      </p>
      <h3>
        <Trans>Your password</Trans>
      </h3>
      <p>
        <Trans>
          Only as a hash made with a slow, salted password-hashing algorithm. Nobody — including your administrators and us — can read your
          password from it.
        </Trans>
      </p>
      <h3>
        <Trans>Sessions</Trans>
      </h3>
      <p>
        <Trans>
          When you sign in, your browser receives a random session token in a cookie. The server stores only a hash of the token, with when
          it was created and when it expires. A session ends when you sign out, after a period of inactivity, or at the latest when its
          maximum lifetime is reached.
        </Trans>
      </p>
      <h3>
        <Trans>Audit events</Trans>
      </h3>
      <p>
        <Trans>
          A record of security-relevant and administrative actions — for example signing in, sending or revoking invitations, giving consent
          and exporting results — with who did it and when. It never contains survey answers.
        </Trans>
      </p>
      <h3>
        <Trans>Invitations</Trans>
      </h3>
      <p>
        <Trans>
          The invited e-mail address, the role offered, who sent the invitation, and when it was sent, expires (after 14 days) and was
          accepted or revoked. The secret part of the invitation link is stored only as a hash.
        </Trans>
      </p>
      <h3>
        <Trans>Your participation</Trans>
      </h3>
      <p>
        <Trans>
          A participation record of who has started and who has completed each assessment, and when. It is used for completion rates and to
          let you continue where you left off. It does not contain any answers.
        </Trans>
      </p>
      <h3>
        <Trans>Your answers</Trans>
      </h3>
      <p>
        <Trans>
          Each answer is 1 to 5, or “Prefer not to say”. While you answer, and after you complete, your answers are stored{' '}
          <strong>encrypted</strong>, with a key the server derives from a secret that is kept outside the database. That lets you continue
          where you left off; nobody with only a copy of the database can read them.
        </Trans>
      </p>
      <p>
        <Trans>
          Your answers become part of the results only in a <strong>release of at least six people</strong> (or of the larger minimum group
          size your organisation may have chosen, which each assessment keeps from the moment it opens) who completed the assessment since
          the previous release. A release writes the answers without your name, user id, team or the time you answered, in random order;
          only the day of the release is recorded. The totals per team that team results are calculated from are stored encrypted too. Until
          a release, your answers are <strong>held back</strong>: results do not change when one person answers, so comparing them before
          and after you answered shows nothing about you. If your organisation chooses to show results only after an assessment closes,
          everything waiting is released in one go at the close. If fewer people than the assessment’s minimum group size are still waiting
          when it closes, their answers are deleted without being used.
        </Trans>
      </p>
      <p>
        <Trans>
          Be aware of the limit of this protection: someone who has both the database and the secret — in practice, the people who run the
          installation — could read answers that are still waiting for a release. They could also read each release’s encrypted totals per
          team, which, for a team with only one person in that release, are that person’s answers. That is why the secret must be kept apart
          from the database and access to both should be restricted.
        </Trans>
      </p>
      <h3>
        <Trans>E-mail</Trans>
      </h3>
      <p>
        <Trans>
          Invitations, address confirmations and password-reset messages wait in the database until they have been sent, so that none is
          lost.
        </Trans>
      </p>
      <h3>
        <Trans>Technical logs</Trans>
      </h3>
      <p>
        <Trans>
          The server writes technical logs — for example requests and errors, which can include IP addresses. They are kept by whoever runs
          the installation, for security and troubleshooting.
        </Trans>
      </p>
      <h3>
        <Trans>Alpha workspaces in your browser</Trans>
      </h3>
      <p>
        <Trans>
          The local alpha mode keeps its data only in your browser’s storage and does not send it to a server. Passwords there are stored as
          a hash, not in plain text. Clearing the site’s data in your browser removes it.
        </Trans>
      </p>
      <h3>
        <Trans>Enquiries to {tradingName}</Trans>
      </h3>
      <p>
        <Trans>If you use our contact form: your first and last name, e-mail address, company (if you give one) and your message.</Trans>
      </p>
    </>
  ),
};
