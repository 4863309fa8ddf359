import { Link, NavLink, Outlet, useNavigation } from 'react-router';
import { paths } from '../../paths.ts';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

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
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to={paths.home} className="text-lg font-semibold text-brand-700">
            CultureLens
          </Link>
          <nav aria-label="Main">
            <ul className="flex items-center gap-1">
              <li>
                <NavLink to={paths.home} end className={navLinkClass}>
                  Home
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600">
          <p>CultureLens is built by Aldergrove Technology, part of Aldergrove Group.</p>
        </div>
      </footer>
    </div>
  );
}
