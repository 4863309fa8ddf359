import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '#web/paths.ts';
import { PageIntro } from './parts.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

import { adminSteps, employeeSteps, linkClass, type GuideStep } from './help-steps.tsx';

export function HelpPage() {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle>{t`Help — CultureLens`}</DocumentTitle>
      <PageIntro
        eyebrow={t`User guide`}
        title={t`Help and user guide`}
        lead={t`How to run an assessment as an organisation administrator, and how to take part as an employee.`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t`On this page`} className="lg:sticky lg:top-4 lg:self-start">
          <h2 className="text-sm font-semibold text-slate-900">
            <Trans>On this page</Trans>
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            <li>
              <a href="#administrators" className={linkClass}>
                <Trans>For organisation administrators</Trans>
              </a>
            </li>
            <li>
              <a href="#employees" className={linkClass}>
                <Trans>For employees</Trans>
              </a>
            </li>
            <li>
              <a href="#six-respondents" className={linkClass}>
                <Trans>Why results need at least six respondents</Trans>
              </a>
            </li>
            <li>
              <a href="#more-help" className={linkClass}>
                <Trans>Still stuck?</Trans>
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex max-w-3xl flex-col gap-12">
          <Guide id="administrators" title={t`For organisation administrators`} steps={adminSteps} />
          <Guide id="employees" title={t`For employees`} steps={employeeSteps} />

          <section id="six-respondents" aria-labelledby="six-respondents-heading" className="scroll-mt-6">
            <h2 id="six-respondents-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              <Trans>Why results need at least six respondents</Trans>
            </h2>
            <div className="mt-4 flex flex-col gap-3 text-slate-700">
              <p>
                <Trans>
                  In a small group, an average can give away how one person answered. If three people answered and you know how two of them
                  feel, the third answer is easy to work out. So CultureLens shows a figure only when at least six different people
                  contributed to it.
                </Trans>
              </p>
              <ul className="list-disc ps-5">
                <li>
                  <Trans>The rule applies to every domain score, heat-map cell, team view, roadmap and export.</Trans>
                </li>
                <li>
                  <Trans>
                    Answers are added to the results in groups of at least six, so that no one&apos;s answers can be singled out by
                    comparing results before and after they answered. Until a group is complete, answers are held back.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    A team view appears only when the team has at least six respondents, and only where it cannot be combined with the other
                    results — the organisation&apos;s, other teams&apos;, earlier ones — to single out anyone or a group smaller than six.
                  </Trans>
                </li>
                <li>
                  <Trans>Hidden figures are never sent to your browser, so they cannot be uncovered from the page.</Trans>
                </li>
                <li>
                  <Trans>
                    The threshold cannot be lowered. If a result is hidden, inviting more people — and giving them time to answer — is the
                    way to see it.
                  </Trans>
                </li>
                <li>
                  <Trans>
                    An organisation may raise it for its own assessments (up to 50 people); each assessment keeps the size it opened with,
                    and its results, roadmap and exports say which.
                  </Trans>
                </li>
              </ul>
            </div>
          </section>

          <section id="more-help" aria-labelledby="more-help-heading" className="scroll-mt-6">
            <h2 id="more-help-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              <Trans>Still stuck?</Trans>
            </h2>
            <p className="mt-4 text-slate-700">
              <Trans>
                Employees: your organisation’s administrator can resend invitations and answer questions about your organisation’s
                assessment. Administrators:{' '}
                <Link to={paths.support} className={linkClass}>
                  contact CultureLens support
                </Link>
                .
              </Trans>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}

function Guide({ id, title, steps }: { id: string; title: string; steps: readonly GuideStep[] }) {
  const { t } = useLingui();
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
              <h3 className="text-lg font-semibold text-slate-900">{t(step.title)}</h3>
              {step.body}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
