import { Suspense, useId, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { Ability } from '#domain/permissions.ts';
import { userMayOpen, useAuth } from '#web/features/accounts/index.ts';
import { TwoStepEnrolmentRedirect } from '#web/features/two-step/index.ts';
import { paths } from '../../paths.ts';
import { usePageTitle } from './page-title.ts';
import { useScrollRestoration } from './scroll-restoration.ts';
import { usePageLoading } from '../../lazy-page.tsx';
import { Button } from '../ui/button.tsx';
import { cn, focusRing } from '../ui/cn.ts';
import { useToast } from '../ui/toast.tsx';
import { SkipToContent } from './skip-link.tsx';
import { LinkList } from './link-list.tsx';
import { LanguageChooser } from './language-chooser.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium', isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100', focusRing);

/**
 * The signed-in navigation: each link for those who hold the ability its page needs (none:
 * everyone signed in; `member`: everyone in an organisation). Someone in no organisation sees
 * only the dashboard, which shows them the way into one, and their account.
 */
const memberLinks: { to: string; label: MessageDescriptor; ability?: Ability; member?: true }[] = [
  { to: paths.dashboard, label: msg`Dashboard` },
  { to: paths.resultsDashboard, label: msg`Results`, member: true },
  { to: paths.roadmap, label: msg`Roadmap`, ability: 'useRoadmap' },
  { to: paths.employeeManagement, label: msg`People`, ability: 'managePeople' },
  { to: paths.invitationManagement, label: msg`Invitations`, ability: 'invitePeople' },
  { to: paths.organisationSettings, label: msg({ message: 'Settings', context: 'navigation' }), ability: 'manageOrganisation' },
  { to: paths.auditLog, label: msg`Audit log`, ability: 'viewAuditLog' },
  { to: paths.platform, label: msg({ message: 'Platform', context: 'navigation' }), ability: 'viewPlatformData' },
  { to: paths.account, label: msg`Account` },
];

type NavigationLink = { to: string; label: MessageDescriptor };

const visitorLinks: NavigationLink[] = [
  { to: paths.assessmentsInfo, label: msg`Assessments` },
  { to: paths.features, label: msg`Features` },
  { to: paths.alphaJoin, label: msg`Alpha Programme` },
  { to: paths.login, label: msg`Sign In` },
];

const footerLinks: NavigationLink[] = [
  { to: paths.help, label: msg`Help` },
  { to: paths.support, label: msg`Support` },
  { to: paths.privacy, label: msg`Privacy` },
  { to: paths.terms, label: msg`Terms` },
  { to: paths.consulting, label: msg`Consultancy` },
];

/** The frame around every page: skip link, header with navigation, main content, footer. */
export function AppLayout() {
  const { t } = useLingui();
  const pageLoading = usePageLoading();
  usePageTitle(useAuth().organisation?.name);
  useScrollRestoration();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SkipToContent />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Link to={paths.home} className={cn('rounded-md text-lg font-semibold text-brand-700', focusRing)}>
            CultureLens
          </Link>
          <HeaderNavigation />
        </div>
      </header>
      <main id="main" className="flex-1" aria-busy={pageLoading}>
        <TwoStepEnrolmentRedirect />
        {/* A page's chunk on its first visit: nothing until it comes (the header is already there); on later navigations the page being left stays. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <Trans>CultureLens is built by Aldergrove Technology, part of Aldergrove Group.</Trans>
          </p>
          <nav aria-label={t`Footer`}>
            <LinkList
              links={footerLinks.map((link) => ({ to: link.to, label: t(link.label) }))}
              className="flex flex-wrap gap-x-4 gap-y-1"
              linkClassName={cn('rounded-sm text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline', focusRing)}
            />
          </nav>
          <LanguageChooser linkClassName="text-slate-700 hover:text-slate-900" />
        </div>
      </footer>
    </div>
  );
}

/**
 * The header's links. A member's (up to seven, their name and Sign Out) sit in a row on wide
 * screens and behind a Menu button on narrow ones, so the header stays one line on a phone.
 */
function HeaderNavigation() {
  const { user, checking, signOut } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useLingui();
  const { pathname } = useLocation();
  // The page the menu was opened on: following a link to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();

  async function handleSignOut() {
    try {
      await signOut();
      navigate(paths.home);
    } catch (error) {
      toast({
        title: t`Sign out failed`,
        description: error instanceof Error ? error.message : t`Please try again.`,
        variant: 'destructive',
      });
    }
  }

  // Until the session is known, show no account links rather than the wrong ones.
  if (checking) return <nav aria-label={t`Main`} aria-busy="true" className="min-h-10" />;

  if (!user) {
    // Four links that wrap on a phone and need no script: the pre-rendered landing page has none.
    return (
      <nav aria-label={t`Main`}>
        <ul className="flex flex-wrap items-center gap-1">
          <NavLinkItems links={visitorLinks} />
        </ul>
      </nav>
    );
  }

  const links = memberLinks.filter((link) =>
    link.ability !== undefined ? userMayOpen(user, link.ability) : !link.member || user.organisationId !== null,
  );

  return (
    <nav aria-label={t`Main`} className="flex flex-1 flex-col items-end md:flex-none">
      <Button
        variant="outline"
        size="sm"
        className="md:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Trans>Menu</Trans>
      </Button>
      <ul
        id={listId}
        className={cn(
          'w-full flex-col items-stretch gap-1 pt-2 md:flex md:w-auto md:flex-row md:flex-wrap md:items-center md:pt-0',
          open ? 'flex' : 'hidden',
        )}
      >
        <NavLinkItems links={links} />
        <li className="px-3 py-2 text-sm text-slate-700">
          {user.firstName} {user.lastName}
        </li>
        <li>
          <Button variant="outline" size="sm" onClick={() => void handleSignOut()}>
            <Trans>Sign Out</Trans>
          </Button>
        </li>
      </ul>
    </nav>
  );
}

function NavLinkItems({ links }: { links: readonly NavigationLink[] }) {
  const { t } = useLingui();
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} className={navLinkClass}>
        {t(link.label)}
      </NavLink>
    </li>
  ));
}
