import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

const discoveryCallHref = mailtoHref(emails.enquiries, {
  subject: 'Discovery call with Aldergrove Technology',
  body: [
    'Hello Aldergrove Technology,',
    '',
    'I would like to book a free discovery call.',
    '',
    'Organisation:',
    'What we are thinking about (AI automation, AI training, blockchain or not sure yet):',
    'Times that suit me:',
    '',
    'Thank you,',
  ].join('\n'),
});

export function ConsultingPage() {
  return (
    <>
      <DocumentTitle>Aldergrove Technology — ethical AI, AI training and blockchain</DocumentTitle>
      <Hero />

      <HomeSection
        id="services"
        title="Services"
        intro="Three services, one principle: technology should be fair, explainable and good for the people who work with it."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
              <h3 className="text-xl font-semibold text-slate-900">{service.title}</h3>
              <p className="font-medium text-brand-700">{service.tagline}</p>
              <p className="text-sm text-slate-700">{service.description}</p>
              <CheckList items={service.deliverables} className="mt-1" />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="about"
        tone="white"
        title="Why choose Aldergrove Technology"
        intro={
          <p>
            We are a UK technology consultancy, part of {company.groupName}. We help organisations adopt AI responsibly — and we build{' '}
            {company.productName}, the anonymous workplace-culture platform, so we know what it takes to handle people’s data with care.{' '}
            <Link to={paths.about} className={linkClass}>
              More about Aldergrove Technology
            </Link>
          </p>
        }
      >
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-lg border border-slate-200 bg-slate-50 p-6">
              <dt className="order-2 mt-1 text-base font-semibold text-slate-900">{figure.label}</dt>
              <dd className="order-1 text-4xl font-bold tracking-tight text-brand-700">{figure.value}</dd>
              <dd className="order-3 mt-2 text-sm text-slate-700">{figure.detail}</dd>
            </div>
          ))}
        </dl>
      </HomeSection>

      <section aria-labelledby="approach-heading" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2 id="approach-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Our approach
        </h2>
        <ApproachSteps className="mt-8" />
      </section>

      <HomeSection
        id="team"
        tone="white"
        title="Our leadership team"
        intro="Consultants, engineers and teachers who care as much about people as about technology."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <li key={member.name} className="flex items-center gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
              <InitialsAvatar name={member.name} size="md" />
              <div>
                <h3 className="font-semibold text-slate-900">{member.name}</h3>
                <p className="text-sm text-slate-700">{member.role}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to={paths.team} className={linkClass}>
            Meet the leadership team
          </Link>
        </p>
      </HomeSection>

      <section aria-labelledby="cta-heading" className="bg-brand-700 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Not sure where AI fits?
            </h2>
            <p className="mt-2 max-w-2xl text-brand-50">
              Book a free one-hour discovery call. We will listen, ask questions and tell you honestly whether we can help.
            </p>
          </div>
          <a
            href={discoveryCallHref}
            className={buttonClasses({ variant: 'secondary', size: 'lg', className: `self-start md:self-auto ${wrappingButton}` })}
          >
            Book a discovery call
          </a>
        </div>
      </section>

      <HomeSection
        id="contact"
        title="Contact us"
        intro="Tell us what you are working on. A member of our team will reply within one working day."
      >
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-lg border border-slate-200 bg-white p-6 sm:p-8">
            <ContactForm />
          </div>
          <div className="flex flex-col gap-8">
            <div>
              <h3 className="text-xl font-semibold text-slate-900">Contact details</h3>
              <dl className="mt-4 flex flex-col gap-4 text-slate-700">
                <div>
                  <dt className="text-sm font-semibold text-slate-900">E-mail</dt>
                  <dd>
                    <a href={mailtoHref(emails.enquiries, { subject: `Enquiry for ${company.tradingName}` })} className={linkClass}>
                      <EmailAddress address={emails.enquiries} />
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-slate-900">Phone</dt>
                  <dd>
                    <a href={telHref(phones.office)} className={linkClass}>
                      <span className="sr-only">Call us on </span>
                      {phones.office.display}
                    </a>
                    <span className="block text-sm text-slate-600">{company.officeHours}</span>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-slate-900">Office</dt>
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
              <h3 className="text-xl font-semibold text-slate-900">Company registration</h3>
              <CompanyRegistration />
            </div>
          </div>
        </div>
      </HomeSection>
    </>
  );
}

function Hero() {
  return (
    <div className="relative overflow-hidden border-b border-slate-200 bg-white">
      <svg aria-hidden="true" viewBox="0 0 400 400" className="absolute -top-24 -right-24 size-96 text-brand-50">
        <circle cx="200" cy="200" r="200" fill="currentColor" />
      </svg>
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {company.tradingName} · part of {company.groupName}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          Ethical AI that your people can trust
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700">
          We help organisations automate with AI, train their people to use it well, and build blockchain solutions where they genuinely
          help — always with fairness, privacy and explainability designed in from the start.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={sectionTo('contact')} className={buttonClasses({ size: 'lg' })}>
            Start a conversation
          </Link>
          <Link to={sectionTo('services')} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Explore our services
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
