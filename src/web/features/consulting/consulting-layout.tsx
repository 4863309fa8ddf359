import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { usePageLoading } from '#web/lazy-page.tsx';
import { paths } from '#web/paths.ts';
import { company, emails, mailtoHref, phones, telHref } from '#web/components/site/company.ts';
import { EmailAddress } from '#web/components/site/site-parts.tsx';
import { SkipToContent } from '#web/components/layout/skip-link.tsx';
import { LinkList, type ListedLink } from '#web/components/layout/link-list.tsx';
import { LanguageChooser } from '#web/components/layout/language-chooser.tsx';

/** The consultancy home's sections, in page order; each id is also the anchor in the navigation. */
export const sectionLinks = [
  { id: 'services', label: msg({ message: 'Services', context: 'consultancy section' }) },
  { id: 'about', label: msg({ message: 'About', context: 'consultancy section' }) },
  { id: 'team', label: msg({ message: 'Team', context: 'consultancy section' }) },
  { id: 'contact', label: msg({ message: 'Contact', context: 'consultancy section' }) },
] as const;

export type ConsultingSectionId = (typeof sectionLinks)[number]['id'];

/** A link to a section of the consultancy home that also works from /about and /team. */
export function sectionTo(id: ConsultingSectionId) {
  return { pathname: paths.consulting, hash: `#${id}` };
}

/** The sections as the header and the footer list them. */
const sectionNavLinks = sectionLinks.map((link) => ({ to: sectionTo(link.id), label: link.label }));

const companyLinks = [
  { to: paths.about, label: msg`About us` },
  { to: paths.team, label: msg`Leadership team` },
  { to: paths.home, label: msg`CultureLens platform` },
  { to: paths.privacy, label: msg`Privacy notice` },
  { to: paths.terms, label: msg`Terms of use` },
];

/** Links with their labels in the reader's language, for `LinkList`. */
function useTranslatedLinks(links: readonly { to: ListedLink['to']; label: MessageDescriptor }[]): ListedLink[] {
  const { t } = useLingui();
  return links.map((link) => ({ to: link.to, label: t(link.label) }));
}

/**
 * The client router does not scroll to a #hash itself. Scroll to the target (smoothly unless
 * the reader asked for reduced motion) and move focus there, so keyboard and screen-reader
 * users continue from the section they chose; without a hash, a new page starts at the top.
 */
function useScrollToHash() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) {
      window.scrollTo(0, 0);
      return;
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }, [pathname, hash, key]);
}

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const footerLinkClass = 'text-slate-300 underline-offset-4 hover:text-white hover:underline';

export function ConsultingLayout() {
  const pageLoading = usePageLoading();
  useScrollToHash();
  const { t } = useLingui();
  const sections = useTranslatedLinks(sectionNavLinks);
  const companyPages = useTranslatedLinks(companyLinks);
  const { tradingName, groupName, legalName, registeredIn, companyNumber, vatNumber } = company;
  const registeredOffice = company.registeredOffice.join(', ');
  const phone = phones.office.display;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SkipToContent />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 md:py-3">
          <Link
            to={paths.consulting}
            className="flex items-center gap-2 rounded-md py-1 text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <LogoMark />
            {company.tradingName}
          </Link>
          <nav aria-label={t`Main`} className="-mx-3 md:mx-0">
            <LinkList links={sections} className="flex flex-wrap items-center" linkClassName={navLinkClass} />
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none" aria-busy={pageLoading}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="bg-slate-900 text-slate-300">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="flex items-center gap-2 text-base font-semibold text-white">
              <LogoMark />
              {company.tradingName}
            </p>
            <p className="mt-3 text-sm">
              <Trans>Ethical AI, AI training and blockchain development. Part of {groupName}.</Trans>
            </p>
          </div>
          <nav aria-label={t`Sections`}>
            <h2 className="text-sm font-semibold text-white">
              <Trans>On the home page</Trans>
            </h2>
            <LinkList links={sections} className="mt-3 flex flex-col gap-2 text-sm" linkClassName={footerLinkClass} />
          </nav>
          <nav aria-label={t({ message: 'Company', context: 'footer navigation' })}>
            <h2 className="text-sm font-semibold text-white">
              <Trans context="footer navigation">Company</Trans>
            </h2>
            <LinkList links={companyPages} className="mt-3 flex flex-col gap-2 text-sm" linkClassName={footerLinkClass} />
          </nav>
          <div>
            <h2 className="text-sm font-semibold text-white">
              <Trans>Get in touch</Trans>
            </h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              <li>
                <a href={mailtoHref(emails.enquiries, { subject: t`Enquiry for ${tradingName}` })} className={footerLinkClass}>
                  <EmailAddress address={emails.enquiries} />
                </a>
              </li>
              <li>
                <a href={telHref(phones.office)} className={footerLinkClass}>
                  <Trans>
                    <span className="sr-only">Call us on </span>
                    {phone}
                  </Trans>
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className="border-t border-slate-700">
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-xs text-slate-300 md:flex-row md:items-center md:justify-between">
            <p>
              <Trans>
                © 2026 {legalName}. Registered in {registeredIn}, company number {companyNumber}. Registered office: {registeredOffice}. VAT
                number {vatNumber}.
              </Trans>
            </p>
            <LanguageChooser linkClassName="text-slate-300 hover:text-white" />
          </div>
        </div>
      </footer>
    </div>
  );
}

/** Three stylised alder leaves; decorative, the name beside it is the accessible text. */
function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M16 6c4 4 4 9 0 13-4-4-4-9 0-13Z" className="fill-white" />
      <path d="M9 13c4.5 1 7 4.5 7 9-4.5-1-7-4.5-7-9Z" className="fill-brand-100" />
      <path d="M23 13c-4.5 1-7 4.5-7 9 4.5-1 7-4.5 7-9Z" className="fill-brand-100" />
      <path d="M16 19v7" stroke="white" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
