import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/paths.ts';
import { PageIntro } from './parts.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

interface GuideStep {
  id: string;
  title: string;
  body: ReactNode;
}

const adminSteps: readonly GuideStep[] = [
  {
    id: 'create-organisation',
    title: 'Create your organisation',
    body: (
      <>
        <p>
          Go to{' '}
          <Link to={paths.registerOrganisation} className={linkClass}>
            create an organisation
          </Link>{' '}
          and enter the organisation’s name, your first and last name, your work e-mail address and a password of at least 8 characters. You
          become the organisation’s administrator. Everyone in CultureLens belongs to exactly one organisation.
        </p>
        <p>
          Taking part in the alpha programme? Start from the{' '}
          <Link to={paths.alphaJoin} className={linkClass}>
            alpha programme page
          </Link>{' '}
          instead, which offers the same three routes: create an organisation, administrator sign-in and employee sign-in.
        </p>
      </>
    ),
  },
  {
    id: 'invite-people',
    title: 'Invite people',
    body: (
      <>
        <p>
          Open the invitations page from your dashboard. Paste the e-mail addresses of the people you want to invite, one per line, choose
          whether they join as employees or managers, and send. Each person receives an e-mail with a personal link.
        </p>
        <ul className="list-disc pl-5">
          <li>An invitation link works for 14 days. You can resend a pending invitation or revoke it.</li>
          <li>The invitations list shows who has accepted, who has not, and which invitations have expired.</li>
          <li>Team views use each person’s manager as recorded in CultureLens, so keep reporting lines up to date.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'open-assessment',
    title: 'Open an assessment',
    body: (
      <>
        <p>
          From your dashboard, choose an assessment — DEIB, workforce transformation, people-first maturity, culture change readiness or the
          engagement baseline — and open it. Everyone in your organisation sees it the next time they sign in.
        </p>
        <p>
          Before you open it, tell people why you are asking, that their answers are anonymous, and when they will hear about the results.
          People answer more openly when they know what will happen next.
        </p>
      </>
    ),
  },
  {
    id: 'read-results',
    title: 'Read the results',
    body: (
      <>
        <p>
          Answers are added to the results at fixed update times (once a day by default), in groups of six or more people (an organisation
          may choose a larger minimum), so your dashboard moves in steps, never at the moment someone answers: it says when the next update
          is due, and the day the figures it shows were released. Domain scores, the heat map, team views, the priority roadmap and the CSV
          and PDF exports appear once enough people have answered (see{' '}
          <a href="#six-respondents" className={linkClass}>
            why results need at least six respondents
          </a>
          ). Scores run from 1 (strongly disagree) to 5 (strongly agree); the roadmap picks up to three domains with the largest gap to 5
          and suggests a first step and an owner for each.
        </p>
        <p>
          In the organisation settings you can choose to show results only after the assessment closes: everything is then released at once
          when it closes, and nothing is held back as long as at least the assessment&apos;s minimum group size answered (six, unless your
          organisation chose more).
        </p>
      </>
    ),
  },
];

const employeeSteps: readonly GuideStep[] = [
  {
    id: 'accept-invitation',
    title: 'Accept your invitation',
    body: (
      <p>
        Open the link in your invitation e-mail. Check that the e-mail address shown is yours, enter your first and last name and choose a
        password of at least 8 characters. If the page says the invitation has already been used, you already have an account:{' '}
        <Link to={paths.login} className={linkClass}>
          sign in
        </Link>{' '}
        instead. If the link has expired, ask your organisation’s administrator to send it again.
      </p>
    ),
  },
  {
    id: 'give-consent',
    title: 'Give your consent',
    body: (
      <p>
        Before your first assessment you will see what CultureLens collects, how your anonymity is protected and how long answers are kept —
        your organisation sets that period. Tick the box and choose “I Consent - Continue to Alpha” to carry on, or Cancel to stop.
      </p>
    ),
  },
  {
    id: 'answer-statements',
    title: 'Answer one statement at a time',
    body: (
      <>
        <p>
          Each screen shows one statement, such as “Senior leaders in my organisation act on what they say about inclusion.” Choose how far
          you agree: Strongly Disagree, Disagree, Neutral, Agree or Strongly Agree.
        </p>
        <p>
          If you would rather not answer, choose <strong>Prefer not to say</strong>. It is always there, it is never held against you, and
          it is left out of every score. Use Previous to go back and change an answer. Your answers are saved as you go, so you can stop and
          continue later. On the last statement, choose Complete Assessment.
        </p>
      </>
    ),
  },
  {
    id: 'your-anonymity',
    title: 'What your organisation can see',
    body: (
      <>
        <p>
          Your organisation sees combined results for groups of six or more people (an organisation may choose a larger minimum) — never
          your individual answers. While you answer, and until they are released, your answers are stored encrypted. They are released in
          groups of at least six people, without your name, account, team or the time you answered; only the day of the release is kept.
          Results change only by whole groups, and only at fixed update times, so comparing them before and after you answered shows nothing
          about you, not even when you answered — which is why your answers may be held back for a while after you complete.
        </p>
        <p>
          CultureLens does record that you started or completed an assessment, so that it can show completion rates and let you continue
          where you left off. Two limits remain: whoever runs the installation and holds both the database and its secret key could read
          answers that are still waiting for a release and each release&apos;s totals per team; and if everyone in a group gives the same
          answer, the group&apos;s result shows it, as any average does.
        </p>
      </>
    ),
  },
];

export function HelpPage() {
  return (
    <>
      <DocumentTitle>Help — CultureLens</DocumentTitle>
      <PageIntro
        eyebrow="User guide"
        title="Help and user guide"
        lead="How to run an assessment as an organisation administrator, and how to take part as an employee."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-4 lg:self-start">
          <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            <li>
              <a href="#administrators" className={linkClass}>
                For organisation administrators
              </a>
            </li>
            <li>
              <a href="#employees" className={linkClass}>
                For employees
              </a>
            </li>
            <li>
              <a href="#six-respondents" className={linkClass}>
                Why results need at least six respondents
              </a>
            </li>
            <li>
              <a href="#more-help" className={linkClass}>
                Still stuck?
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex max-w-3xl flex-col gap-12">
          <Guide id="administrators" title="For organisation administrators" steps={adminSteps} />
          <Guide id="employees" title="For employees" steps={employeeSteps} />

          <section id="six-respondents" aria-labelledby="six-respondents-heading" className="scroll-mt-6">
            <h2 id="six-respondents-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Why results need at least six respondents
            </h2>
            <div className="mt-4 flex flex-col gap-3 text-slate-700">
              <p>
                In a small group, an average can give away how one person answered. If three people answered and you know how two of them
                feel, the third answer is easy to work out. So CultureLens shows a figure only when at least six different people
                contributed to it.
              </p>
              <ul className="list-disc pl-5">
                <li>The rule applies to every domain score, heat-map cell, team view, roadmap and export.</li>
                <li>
                  Answers are added to the results in groups of at least six, so that no one&apos;s answers can be singled out by comparing
                  results before and after they answered. Until a group is complete, answers are held back.
                </li>
                <li>
                  A team view appears only when the team has at least six respondents, and only where it cannot be combined with the other
                  results — the organisation&apos;s, other teams&apos;, earlier ones — to single out anyone or a group smaller than six.
                </li>
                <li>Hidden figures are never sent to your browser, so they cannot be uncovered from the page.</li>
                <li>
                  The threshold cannot be lowered. If a result is hidden, inviting more people — and giving them time to answer — is the way
                  to see it.
                </li>
                <li>
                  An organisation may raise it for its own assessments (up to 50 people); each assessment keeps the size it opened with, and
                  its results, roadmap and exports say which.
                </li>
              </ul>
            </div>
          </section>

          <section id="more-help" aria-labelledby="more-help-heading" className="scroll-mt-6">
            <h2 id="more-help-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Still stuck?
            </h2>
            <p className="mt-4 text-slate-700">
              Employees: your organisation’s administrator can resend invitations and answer questions about your organisation’s assessment.
              Administrators:{' '}
              <Link to={paths.support} className={linkClass}>
                contact CultureLens support
              </Link>
              .
            </p>
          </section>
        </div>
      </div>
    </>
  );
}

function Guide({ id, title, steps }: { id: string; title: string; steps: readonly GuideStep[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <ol className="mt-6 flex flex-col gap-8">
        {steps.map((step, index) => (
          <li key={step.id} id={step.id} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-3 text-slate-700">
              <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
              {step.body}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
