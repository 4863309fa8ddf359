import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageMessages } from '#domain/messages/errors.ts';
import { paths } from '#web/paths.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t(pageMessages.notFoundTitle)}</h1>
      <p className="text-slate-600">
        <Trans>
          There is no page at <code className="rounded bg-slate-100 px-1">{pathname}</code>.
        </Trans>
      </p>
      <Link to={paths.home} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {t(pageMessages.returnHome)}
      </Link>
    </section>
  );
}
