import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { usePageLoading } from '#web/lazy-page.tsx';
import { paths } from '#web/paths.ts';
import { company, emails, mailtoHref, phones, telHref } from '#web/components/site/company.ts';
import { EmailAddress } from '#web/components/site/site-parts.tsx';
import { SkipToContent } from '#web/components/layout/skip-link.tsx';
import { LinkList, type ListedLink } from '#web/components/layout/link-list.tsx';

/** The consultancy home's sections, in page order; each id is also the anchor in the navigation. */
export const sectionLinks = [
  { id: 'services', label: 'Services' },
  { id: 'about', label: 'About' },
  { id: 'team', label: 'Team' },
  { id: 'contact', label: 'Contact' },
] as const;

export type ConsultingSectionId = (typeof sectionLinks)[number]['id'];

/** A link to a section of the consultancy home that also works from /about and /team. */
export function sectionTo(id: ConsultingSectionId) {
  return { pathname: paths.consulting, hash: `#${id}` };
}

/** The sections as the header and the footer list them. */
const sectionNavLinks: ListedLink[] = sectionLinks.map((link) => ({ to: sectionTo(link.id), label: link.label }));

const companyLinks: ListedLink[] = [
  { to: paths.about, label: 'About us' },
  { to: paths.team, label: 'Leadership team' },
  { to: paths.home, label: 'CultureLens platform' },
  { to: paths.privacy, label: 'Privacy notice' },
  { to: paths.terms, label: 'Terms of use' },
];

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
          <nav aria-label="Main" className="-mx-3 md:mx-0">
            <LinkList links={sectionNavLinks} className="flex flex-wrap items-center" linkClassName={navLinkClass} />
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
            <p className="mt-3 text-sm">Ethical AI, AI training and blockchain development. Part of {company.groupName}.</p>
          </div>
          <nav aria-label="Sections">
            <h2 className="text-sm font-semibold text-white">On the home page</h2>
            <LinkList links={sectionNavLinks} className="mt-3 flex flex-col gap-2 text-sm" linkClassName={footerLinkClass} />
          </nav>
          <nav aria-label="Company">
            <h2 className="text-sm font-semibold text-white">Company</h2>
            <LinkList links={companyLinks} className="mt-3 flex flex-col gap-2 text-sm" linkClassName={footerLinkClass} />
          </nav>
          <div>
            <h2 className="text-sm font-semibold text-white">Get in touch</h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              <li>
                <a href={mailtoHref(emails.enquiries, { subject: `Enquiry for ${company.tradingName}` })} className={footerLinkClass}>
                  <EmailAddress address={emails.enquiries} />
                </a>
              </li>
              <li>
                <a href={telHref(phones.office)} className={footerLinkClass}>
                  <span className="sr-only">Call us on </span>
                  {phones.office.display}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className="border-t border-slate-700">
          <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-300">
            © 2026 {company.legalName}. Registered in {company.registeredIn}, company number {company.companyNumber}. Registered office:{' '}
            {company.registeredOffice.join(', ')}. VAT number {company.vatNumber}.
          </p>
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
