import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { paths } from '#web/paths.ts';

/** The user guide's steps (/help): for organisation administrators, then for employees. */

export const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

export interface GuideStep {
  id: string;
  title: MessageDescriptor;
  body: ReactNode;
}

export const adminSteps: readonly GuideStep[] = [
  {
    id: 'create-organisation',
    title: msg`Create your organisation`,
    body: (
      <>
        <p>
          <Trans>
            Go to{' '}
            <Link to={paths.registerOrganisation} className={linkClass}>
              create an organisation
            </Link>{' '}
            and enter the organisation’s name, your first and last name, your work e-mail address and a password of at least 8 characters.
            You become the organisation’s administrator. Everyone in CultureLens belongs to exactly one organisation.
          </Trans>
        </p>
        <p>
          <Trans>
            Taking part in the alpha programme? Start from the{' '}
            <Link to={paths.alphaJoin} className={linkClass}>
              alpha programme page
            </Link>{' '}
            instead, which offers the same three routes: create an organisation, administrator sign-in and employee sign-in.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'invite-people',
    title: msg`Invite people`,
    body: (
      <>
        <p>
          <Trans>
            Open the invitations page from your dashboard. Paste the e-mail addresses of the people you want to invite, one per line, choose
            whether they join as employees or managers, and send. Each person receives an e-mail with a personal link.
          </Trans>
        </p>
        <ul className="list-disc ps-5">
          <li>
            <Trans>An invitation link works for 14 days. You can resend a pending invitation or revoke it.</Trans>
          </li>
          <li>
            <Trans>The invitations list shows who has accepted, who has not, and which invitations have expired.</Trans>
          </li>
          <li>
            <Trans>Team views use each person’s manager as recorded in CultureLens, so keep reporting lines up to date.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'open-assessment',
    title: msg`Open an assessment`,
    body: (
      <>
        <p>
          <Trans>
            From your dashboard, choose an assessment — DEIB, workforce transformation, people-first maturity, culture change readiness or
            the engagement baseline — and open it. Everyone in your organisation sees it the next time they sign in.
          </Trans>
        </p>
        <p>
          <Trans>
            Before you open it, tell people why you are asking, that their answers are anonymous, and when they will hear about the results.
            People answer more openly when they know what will happen next.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'read-results',
    title: msg`Read the results`,
    body: (
      <>
        <p>
          <Trans>
            Answers are added to the results at fixed update times (once a day by default), in groups of six or more people (an organisation
            may choose a larger minimum), so your dashboard moves in steps, never at the moment someone answers: it says when the next
            update is due, and the day the figures it shows were released. Domain scores, the heat map, team views, the priority roadmap and
            the CSV and PDF exports appear once enough people have answered (see{' '}
            <a href="#six-respondents" className={linkClass}>
              why results need at least six respondents
            </a>
            ). Scores run from 1 (strongly disagree) to 5 (strongly agree); the roadmap picks up to three domains with the largest gap to 5
            and suggests a first step and an owner for each.
          </Trans>
        </p>
        <p>
          <Trans>
            In the organisation settings you can choose to show results only after the assessment closes: everything is then released at
            once when it closes, and nothing is held back as long as at least the assessment&apos;s minimum group size answered (six, unless
            your organisation chose more).
          </Trans>
        </p>
      </>
    ),
  },
];

export const employeeSteps: readonly GuideStep[] = [
  {
    id: 'accept-invitation',
    title: msg`Accept your invitation`,
    body: (
      <p>
        <Trans>
          Open the link in your invitation e-mail. Check that the e-mail address shown is yours, enter your first and last name and choose a
          password of at least 8 characters. If the page says the invitation has already been used, you already have an account:{' '}
          <Link to={paths.login} className={linkClass}>
            sign in
          </Link>{' '}
          instead. If the link has expired, ask your organisation’s administrator to send it again.
        </Trans>
      </p>
    ),
  },
  {
    id: 'give-consent',
    title: msg`Give your consent`,
    body: (
      <p>
        <Trans>
          Before your first assessment you will see what CultureLens collects, how your anonymity is protected and how long answers are kept
          — your organisation sets that period. Tick the box and choose “I Consent - Continue to Alpha” to carry on, or Cancel to stop.
        </Trans>
      </p>
    ),
  },
  {
    id: 'answer-statements',
    title: msg`Answer one statement at a time`,
    body: (
      <>
        <p>
          <Trans>
            Each screen shows one statement, such as “Senior leaders in my organisation act on what they say about inclusion.” Choose how
            far you agree: Strongly Disagree, Disagree, Neutral, Agree or Strongly Agree.
          </Trans>
        </p>
        <p>
          <Trans>
            If you would rather not answer, choose <strong>Prefer not to say</strong>. It is always there, it is never held against you, and
            it is left out of every score. Use Previous to go back and change an answer. Your answers are saved as you go, so you can stop
            and continue later. On the last statement, choose Complete Assessment.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'your-anonymity',
    title: msg`What your organisation can see`,
    body: (
      <>
        <p>
          <Trans>
            Your organisation sees combined results for groups of six or more people (an organisation may choose a larger minimum) — never
            your individual answers. While you answer, and until they are released, your answers are stored encrypted. They are released in
            groups of at least six people, without your name, account, team or the time you answered; only the day of the release is kept.
            Results change only by whole groups, and only at fixed update times, so comparing them before and after you answered shows
            nothing about you, not even when you answered — which is why your answers may be held back for a while after you complete.
          </Trans>
        </p>
        <p>
          <Trans>
            CultureLens does record that you started or completed an assessment, so that it can show completion rates and let you continue
            where you left off. Two limits remain: whoever runs the installation and holds both the database and its secret key could read
            answers that are still waiting for a release and each release&apos;s totals per team; and if everyone in a group gives the same
            answer, the group&apos;s result shows it, as any average does.
          </Trans>
        </p>
      </>
    ),
  },
];
