import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/paths.ts';
import { company, emails, mailtoHref, phones, telHref } from '#web/components/site/company.ts';
import { CheckList, EmailAddress, wrappingButton } from '#web/components/site/site-parts.tsx';
import { sectionTo, type ConsultingSectionId } from './consulting-layout.tsx';
import { ContactForm } from './contact-form.tsx';
import { figures, services, team } from './content.ts';
import { ApproachSteps } from './page-parts.tsx';
import { CompanyRegistration } from './company-registration.tsx';
import { InitialsAvatar } from './initials-avatar.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The e-mail that books a discovery call, opened with what we need to know. */
function useDiscoveryCallHref(): string {
  const { t } = useLingui();
  return mailtoHref(emails.enquiries, {
    subject: t`Discovery call with Aldergrove Technology`,
    body: [
      t`Hello Aldergrove Technology,`,
      '',
      t`I would like to book a free discovery call.`,
      '',
      t`Organisation:`,
      t`What we are thinking about (AI automation, AI training, blockchain or not sure yet):`,
      t`Times that suit me:`,
      '',
      t`Thank you,`,
    ].join('\n'),
  });
}

export function ConsultingPage() {
  const { t } = useLingui();
  const discoveryCallHref = useDiscoveryCallHref();
  const { groupName, productName } = company;
  return (
    <>
      <DocumentTitle>{t`Aldergrove Technology — ethical AI, AI training and blockchain`}</DocumentTitle>
      <Hero />

      <HomeSection
        id="services"
        title={t({ message: 'Services', context: 'consultancy section' })}
        intro={t`Three services, one principle: technology should be fair, explainable and good for the people who work with it.`}
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
              <h3 className="text-xl font-semibold text-slate-900">{t(service.title)}</h3>
              <p className="font-medium text-brand-700">{t(service.tagline)}</p>
              <p className="text-sm text-slate-700">{t(service.description)}</p>
              <CheckList items={service.deliverables.map((deliverable) => t(deliverable))} className="mt-1" />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="about"
        tone="white"
        title={t`Why choose Aldergrove Technology`}
        intro={
          <p>
            <Trans>
              We are a UK technology consultancy, part of {groupName}. We help organisations adopt AI responsibly — and we build{' '}
              {productName}, the anonymous workplace-culture platform, so we know what it takes to handle people’s data with care.{' '}
              <Link to={paths.about} className={linkClass}>
                More about Aldergrove Technology
              </Link>
            </Trans>
          </p>
        }
      >
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label.id} className="flex flex-col rounded-lg border border-slate-200 bg-slate-50 p-6">
              <dt className="order-2 mt-1 text-base font-semibold text-slate-900">{t(figure.label)}</dt>
              <dd className="order-1 text-4xl font-bold tracking-tight text-brand-700">{t(figure.value)}</dd>
              <dd className="order-3 mt-2 text-sm text-slate-700">{t(figure.detail)}</dd>
            </div>
          ))}
        </dl>
      </HomeSection>

      <section aria-labelledby="approach-heading" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2 id="approach-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Our approach</Trans>
        </h2>
        <ApproachSteps className="mt-8" />
      </section>

      <HomeSection
        id="team"
        tone="white"
        title={t`Our leadership team`}
        intro={t`Consultants, engineers and teachers who care as much about people as about technology.`}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.name} className="flex items-center gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
              <InitialsAvatar name={member.name} size="md" />
              <div>
                <h3 className="font-semibold text-slate-900">{member.name}</h3>
                <p className="text-sm text-slate-700">{t(member.role)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to={paths.team} className={linkClass}>
            <Trans>Meet the leadership team</Trans>
          </Link>
        </p>
      </HomeSection>

      <section aria-labelledby="cta-heading" className="bg-brand-700 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              <Trans>Not sure where AI fits?</Trans>
            </h2>
            <p className="mt-2 max-w-2xl text-brand-50">
              <Trans>Book a free one-hour discovery call. We will listen, ask questions and tell you honestly whether we can help.</Trans>
            </p>
          </div>
          <a
            href={discoveryCallHref}
            className={buttonClasses({ variant: 'secondary', size: 'lg', className: `self-start md:self-auto ${wrappingButton}` })}
          >
            <Trans>Book a discovery call</Trans>
          </a>
        </div>
      </section>

      <HomeSection
        id="contact"
        title={t`Contact us`}
        intro={t`Tell us what you are working on. A member of our team will reply within one working day.`}
      >
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-lg border border-slate-200 bg-white p-6 sm:p-8">
            <ContactForm />
          </div>
          <ContactDetails />
        </div>
      </HomeSection>
    </>
  );
}

function Hero() {
  const { tradingName, groupName } = company;
  return (
    <div className="relative overflow-hidden border-b border-slate-200 bg-white">
      <svg aria-hidden="true" viewBox="0 0 400 400" className="absolute -top-24 -end-24 size-96 text-brand-50">
        <circle cx="200" cy="200" r="200" fill="currentColor" />
      </svg>
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <Trans>
            {tradingName} · part of {groupName}
          </Trans>
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          <Trans>Ethical AI that your people can trust</Trans>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700">
          <Trans>
            We help organisations automate with AI, train their people to use it well, and build blockchain solutions where they genuinely
            help — always with fairness, privacy and explainability designed in from the start.
          </Trans>
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={sectionTo('contact')} className={buttonClasses({ size: 'lg' })}>
            <Trans>Start a conversation</Trans>
          </Link>
          <Link to={sectionTo('services')} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            <Trans>Explore our services</Trans>
          </Link>
        </div>
      </div>
    </div>
  );
}

/** A home-page section that the sticky navigation links to: focusable target, clear of the header when scrolled to. */
function HomeSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: ConsultingSectionId;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'white';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-28 outline-none md:scroll-mt-20 ${tone === 'white' ? 'border-y border-slate-200 bg-white' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-base text-slate-700">{intro}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

function ContactDetails() {
  const { t } = useLingui();
  const tradingName = company.tradingName;
  const phone = phones.office.display;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h3 className="text-xl font-semibold text-slate-900">
          <Trans>Contact details</Trans>
        </h3>
        <dl className="mt-4 flex flex-col gap-4 text-slate-700">
          <div>
            <dt className="text-sm font-semibold text-slate-900">
              <Trans>E-mail</Trans>
            </dt>
            <dd>
              <a href={mailtoHref(emails.enquiries, { subject: t`Enquiry for ${tradingName}` })} className={linkClass}>
                <EmailAddress address={emails.enquiries} />
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900">
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={telHref(phones.office)} className={linkClass}>
                <Trans>
                  <span className="sr-only">Call us on </span>
                  {phone}
                </Trans>
              </a>
              <span className="block text-sm text-slate-600">{company.officeHours}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-900">
              <Trans>Office</Trans>
            </dt>
            <dd>
              <address className="not-italic">
                {company.registeredOffice.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        </dl>
      </div>
      <div>
        <h3 className="text-xl font-semibold text-slate-900">
          <Trans>Company registration</Trans>
        </h3>
        <CompanyRegistration />
      </div>
    </div>
  );
}
