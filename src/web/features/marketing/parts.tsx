import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '#web/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { company, emails, phones, salesEnquiryHref, telHref } from '#web/components/site/company.ts';
import { CheckList, EmailAddress } from '#web/components/site/site-parts.tsx';
import { aiFeatureStatusLabels, type AiFeature, type AssessmentDuration, type ProcessStep, type Stat } from './content.ts';

/** The top of a public page: its one h1, a lead paragraph and optional actions. */
export function PageIntro({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
        <div className="mt-4 max-w-3xl text-lg text-slate-700">{lead}</div>
        {children && <div className="mt-8 flex flex-wrap items-center gap-3">{children}</div>}
      </div>
    </div>
  );
}

/** A titled page section; its heading names the region for screen-reader landmark lists. */
export function Section({
  id,
  title,
  intro,
  tone = 'plain',
  className,
  children,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'white';
  className?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-24', tone === 'white' && 'border-y border-slate-200 bg-white', className)}
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-base text-slate-700">{intro}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** Figures as a description list, so each value is read with its label. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  const { t } = useLingui();
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-3', className)}>
      {stats.map((stat) => (
        <div key={stat.label.id} className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white p-6 text-center">
          <dt className="mt-1 text-sm font-medium text-slate-600">{t(stat.label)}</dt>
          <dd className="text-3xl font-bold tracking-tight text-brand-700">{t(stat.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Design, Deploy, Analyse, Act — as an ordered list, because the order matters. */
export function ProcessSteps({ steps, headingLevel = 'h3' }: { steps: readonly ProcessStep[]; headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const { t } = useLingui();
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => {
        const number = index + 1;
        return (
          <li key={step.title.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-6">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {number}
            </span>
            <Heading className="text-lg font-semibold text-slate-900">
              <span className="sr-only">{t`Step ${number}:`} </span>
              {t(step.title)}
            </Heading>
            <p className="text-sm text-slate-700">{t(step.description)}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function DurationTable({ durations, caption }: { durations: readonly AssessmentDuration[]; caption: string }) {
  const { t } = useLingui();
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[20rem] text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Assessment</Trans>
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
              <Trans>What it covers</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              <Trans>Time to complete</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {durations.map((duration) => (
            <tr key={duration.title.id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {t(duration.title)}
              </th>
              <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">{t(duration.covers)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{duration.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AiFeatureGrid({ features, headingLevel = 'h3' }: { features: readonly AiFeature[]; headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const { t } = useLingui();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {features.map((feature) => (
        <li key={feature.title.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Heading className="text-lg font-semibold text-slate-900">{t(feature.title)}</Heading>
            <Badge variant={feature.status === 'Available' ? 'success' : 'warning'}>
              <span className="sr-only">{t`Status:`} </span>
              {t(aiFeatureStatusLabels[feature.status])}
            </Badge>
          </div>
          <p className="text-sm text-slate-700">{t(feature.description)}</p>
          <CheckList items={feature.benefits.map((benefit) => t(benefit))} />
        </li>
      ))}
    </ul>
  );
}

/** Sales e-mail (prefilled) and phone, for the end of a page. */
export function SalesContact({ topic }: { topic: string }) {
  const phone = phones.sales.display;
  const officeHours = company.officeHours;
  return (
    <div className="flex flex-col gap-4 text-slate-700 md:flex-row md:items-center md:gap-8">
      <a href={salesEnquiryHref(topic)} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'self-start' })}>
        <Trans>E-mail sales</Trans>
      </a>
      <p>
        <Trans>
          Write to{' '}
          <span className="font-medium text-slate-900">
            <EmailAddress address={emails.sales} />
          </span>{' '}
          or call{' '}
          <a href={telHref(phones.sales)} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            <span className="sr-only">sales on </span>
            {phone}
          </a>
          . Lines are open {officeHours}.
        </Trans>
      </p>
    </div>
  );
}

/**
 * The product pages' calls to action: try the demo, sign in, or ask sales about `topic`
 * (the enquiry's subject) in the words of `contactLabel`.
 */
export function ProductActions({ topic, contactLabel }: { topic: string; contactLabel: string }) {
  return (
    <>
      <Link to={paths.dashboard} className={buttonClasses({ size: 'lg' })}>
        <Trans>Try AI Surveys</Trans>
      </Link>
      <Link to={paths.login} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
        <Trans>Sign in to CultureLens</Trans>
      </Link>
      <a href={salesEnquiryHref(topic)} className={buttonClasses({ variant: 'link', size: 'lg' })}>
        {contactLabel}
      </a>
    </>
  );
}
