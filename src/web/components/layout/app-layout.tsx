import { Link, NavLink, Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import type { Ability } from '#domain/permissions.ts';
import { userCan, useAuth } from '#web/features/accounts/index.ts';
import { TwoStepEnrolmentRedirect } from '#web/features/two-step/index.ts';
import { paths } from '../../paths.ts';
import { Button } from '../ui/button.tsx';
import { cn, focusRing } from '../ui/cn.ts';
import { useToast } from '../ui/toast.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
    focusRing,
  );

/** The signed-in navigation: each link for those who hold the ability its page needs (none: everyone signed in). */
const memberLinks: { to: string; label: string; ability?: Ability }[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.resultsDashboard, label: 'Results' },
  { to: paths.roadmap, label: 'Roadmap', ability: 'useRoadmap' },
  { to: paths.employeeManagement, label: 'People', ability: 'managePeople' },
  { to: paths.invitationManagement, label: 'Invitations', ability: 'invitePeople' },
  { to: paths.organisationSettings, label: 'Settings', ability: 'manageOrganisation' },
  { to: paths.account, label: 'Account' },
];

const footerLinks = [
  { to: paths.help, label: 'Help' },
  { to: paths.support, label: 'Support' },
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.consulting, label: 'Consultancy' },
] as const;

/** The frame around every page: skip link, header with navigation, main content, footer. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Link to={paths.home} className={cn('rounded-md text-lg font-semibold text-brand-700', focusRing)}>
            CultureLens
          </Link>
          <HeaderNavigation />
        </div>
      </header>
      <main id="main" className="flex-1" aria-busy={navigation.state === 'loading'}>
        <TwoStepEnrolmentRedirect />
        <Outlet />
        <ScrollRestoration />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>CultureLens is built by Aldergrove Technology, part of Aldergrove Group.</p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={cn('rounded-sm text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline', focusRing)}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}

function HeaderNavigation() {
  const { user, checking, signOut } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();

  async function handleSignOut() {
    try {
      await signOut();
      navigate(paths.home);
    } catch (error) {
      toast({
        title: 'Sign out failed',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  // Until the session is known, show no account links rather than the wrong ones.
  if (checking) return <nav aria-label="Main" aria-busy="true" className="min-h-10" />;

  if (user) {
    return (
      <nav aria-label="Main">
        <ul className="flex flex-wrap items-center gap-1">
          {memberLinks
            .filter((link) => link.ability === undefined || userCan(user, link.ability))
            .map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          <li className="px-3 py-2 text-sm text-slate-700">
            {user.firstName} {user.lastName}
          </li>
          <li>
            <Button variant="outline" size="sm" onClick={() => void handleSignOut()}>
              Sign Out
            </Button>
          </li>
        </ul>
      </nav>
    );
  }

  return (
    <nav aria-label="Main">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <NavLink to={paths.assessmentsInfo} className={navLinkClass}>
            Assessments
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.features} className={navLinkClass}>
            Features
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.alphaJoin} className={navLinkClass}>
            Alpha Programme
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.login} className={navLinkClass}>
            Sign In
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
