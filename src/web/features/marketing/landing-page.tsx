import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/paths.ts';
import { company, demoRequestHref, emails, phones, salesEnquiryHref, telHref } from '#web/components/site/company.ts';
import { useArrivalRedirect } from './use-arrival-redirect.ts';
import { aiFeatures, assessmentAreas, platformFeatures, serviceStats, type AssessmentArea } from './content.ts';
import { AiFeatureGrid, Section, StatList } from './parts.tsx';
import { CheckIcon, EmailAddress, CheckList, wrappingButton, textLinkClass } from '#web/components/site/site-parts.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

export function LandingPage() {
  useArrivalRedirect();
  const { t } = useLingui();
  const tradingName = company.tradingName;
  return (
    <>
      <DocumentTitle>{t`CultureLens — anonymous workplace-culture assessments`}</DocumentTitle>
      <Hero />
      <Section
        id="assessment-areas"
        title={t`Four assessment areas`}
        intro={t`Each assessment is a short set of agree/disagree statements. Pick the one that matches the question your organisation is asking.`}
      >
        <div className="flex flex-col gap-6">
          {assessmentAreas.map((area) => (
            <AssessmentAreaCard key={area.id} area={area} />
          ))}
        </div>
        <p className="mt-6">
          <Link to={paths.assessmentsInfo} className={textLinkClass}>
            <Trans>Compare the assessments and how long each takes</Trans>
          </Link>
        </p>
      </Section>

      <Section
        id="platform-features"
        tone="white"
        title={t`Platform features`}
        intro={t`Everything an organisation needs to ask, listen and act — without putting anyone on the spot.`}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {platformFeatures.map((feature) => (
            <li key={feature.title.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(feature.title)}</h3>
              <p className="text-sm text-slate-700">{t(feature.description)}</p>
              <CheckList items={feature.benefits.map((benefit) => t(benefit))} />
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-lg font-semibold text-slate-900">
          <Trans>Service targets</Trans>
        </h3>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          <Trans>
            For installations that {tradingName} hosts and supports. If you run CultureLens yourself, these depend on your own servers.
          </Trans>
        </p>
        <StatList stats={serviceStats} className="mt-4" />
        <p className="mt-6">
          <Link to={paths.features} className={textLinkClass}>
            <Trans>See all platform features</Trans>
          </Link>
        </p>
      </Section>

      <Section
        id="ai-survey-features"
        title={t`AI survey features`}
        intro={t`Where we stand today: two features you can use now, and two we are building. We mark each one honestly.`}
      >
        <AiFeatureGrid features={aiFeatures} />
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.dashboard} className={buttonClasses({ size: 'lg' })}>
            <Trans>Try AI Surveys</Trans>
          </Link>
          <a href={salesEnquiryHref(t`AI survey features`)} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            <Trans>Ask sales about AI surveys</Trans>
          </a>
        </div>
      </Section>

      <Closing />
    </>
  );
}

function AssessmentAreaCard({ area }: { area: AssessmentArea }) {
  const { t } = useLingui();
  const shortName = t(area.shortName);
  return (
    <article
      aria-labelledby={`area-${area.id}`}
      className="grid gap-6 rounded-lg border border-slate-200 bg-white p-6 sm:p-8 lg:grid-cols-[3fr_2fr]"
    >
      <div className="flex flex-col gap-3">
        <h3 id={`area-${area.id}`} className="text-xl font-semibold text-slate-900">
          {t(area.title)}
        </h3>
        <p className="font-medium text-brand-700">{t(area.subtitle)}</p>
        <p className="text-slate-700">{t(area.description)}</p>
        <div className="mt-2">
          <a href={demoRequestHref(shortName)} className={buttonClasses({ variant: 'secondary', className: wrappingButton })}>
            <Trans>Book a demo of {shortName}</Trans>
          </a>
        </div>
      </div>
      <div>
        <h4 className="text-sm font-semibold text-slate-900">
          <Trans>What you get</Trans>
        </h4>
        <CheckList items={area.features.map((feature) => t(feature))} className="mt-3" />
      </div>
    </article>
  );
}

function Hero() {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Trans>Workplace-culture assessments</Trans>
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            <Trans>Understand your culture. Protect every voice.</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">
            <Trans>
              CultureLens runs anonymous assessments of diversity and inclusion, workforce transformation, people-first maturity and
              readiness for culture change. People answer short statements one at a time; leaders see where to act — and only where at least
              six people answered, so no one can be singled out.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={demoRequestHref('CultureLens')} className={buttonClasses({ size: 'lg' })}>
              <Trans>Book a Demo</Trans>
            </a>
            <Link to={paths.assessmentsInfo} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              <Trans>Explore the assessments</Trans>
            </Link>
          </div>
        </div>
        <HeroPanel />
      </div>
    </div>
  );
}

/** A drawn summary of the anonymity promise; decorative text is real text, the shapes are hidden. */
const promises = [
  msg`Answers stored without a user id`,
  msg`Results hidden below six respondents`,
  msg`“Prefer not to say” on every statement`,
  msg`Aggregated CSV and PDF exports`,
];

function HeroPanel() {
  const { t } = useLingui();
  return (
    <div className="relative overflow-hidden rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <svg aria-hidden="true" viewBox="0 0 200 200" className="absolute -top-10 -end-10 size-40 text-brand-100">
        <circle cx="100" cy="100" r="90" fill="currentColor" />
      </svg>
      <p className="relative text-base font-semibold text-brand-800">
        <Trans>The anonymity promise</Trans>
      </p>
      <ul className="relative mt-4 flex flex-col gap-3">
        {promises.map((promise) => (
          <li key={promise.id} className="flex gap-2 text-sm text-slate-800">
            <CheckIcon className="text-brand-700" />
            <span>{t(promise)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Closing() {
  const officeHours = company.officeHours;
  const phone = phones.sales.display;
  return (
    <section aria-labelledby="closing-heading" className="bg-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="closing-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Join the alpha programme</Trans>
          </h2>
          <p className="mt-3 text-brand-50">
            <Trans>
              Early organisations use CultureLens while we finish it, and help decide what we build next. Create an organisation, or sign in
              as an administrator or employee.
            </Trans>
          </p>
          <Link to={paths.alphaJoin} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'mt-6' })}>
            <Trans>Join Alpha Programme</Trans>
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="rounded-lg bg-white p-6 text-slate-900">
            <h3 className="text-base font-semibold">
              <Trans>Call sales</Trans>
            </h3>
            <p className="mt-1 text-sm text-slate-600">{officeHours}</p>
            <a
              href={telHref(phones.sales)}
              className="mt-3 inline-block text-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              <Trans>
                <span className="sr-only">Call sales on </span>
                {phone}
              </Trans>
            </a>
          </li>
          <li className="rounded-lg bg-white p-6 text-slate-900">
            <h3 className="text-base font-semibold">
              <Trans>E-mail sales</Trans>
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>We reply within one working day.</Trans>
            </p>
            <a
              href={salesEnquiryHref('CultureLens')}
              className="mt-3 inline-block text-base font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              <Trans>
                <span className="sr-only">E-mail sales at </span>
                <EmailAddress address={emails.sales} />
              </Trans>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
