import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { composePageTitle } from '#web/components/layout/page-title.ts';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';

/**
 * The local workspace's own frame: no signed-in header, as nothing here speaks to the server.
 * The banner says so, and what that means for anonymity on a shared device.
 */
export function LocalWorkspaceLayout() {
  const { t } = useLingui();
  const title = t`Local workspace`;
  useEffect(() => {
    document.title = composePageTitle(title);
  }, [title]);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to={paths.home} className="text-lg font-bold text-slate-900">
            CultureLens
          </Link>
          <Link to={paths.alphaJoin} className={textLinkClass}>
            <Trans>Alpha programme</Trans>
          </Link>
        </div>
      </header>
      <aside aria-label={title} className="border-b border-amber-300 bg-amber-50">
        <p className="mx-auto max-w-6xl px-4 py-3 text-sm text-amber-950">
          <Trans>
            <strong>Local workspace: nothing you enter here leaves this browser.</strong> It is stored on this device only, and CultureLens
            never receives it. Anonymity is weaker on a shared device: anyone using this browser could read the answers stored in it, so
            hand the device round only to people who accept that.
          </Trans>
        </p>
      </aside>
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
