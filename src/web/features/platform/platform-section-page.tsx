import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { composePageTitle } from '#web/components/layout/page-title.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';

/*
 * The platform's sub-pages share one route, `/platform/:section`, guarded by the platform's own
 * ability (every platform ability is the platform administrator's): each is named and loaded
 * here, in this chunk, so a new one adds nothing to the router that every page (the
 * respondent's included) loads.
 */
const sections: Record<string, { title: MessageDescriptor; Page: React.ComponentType }> = {
  'email-domains': {
    title: msg`E-mail domains`,
    Page: lazy(async () => ({ default: (await import('./email-domains-page.tsx')).EmailDomainsPage })),
  },
  'question-bank': {
    title: msg`Question bank`,
    Page: lazy(async () => ({ default: (await import('./question-bank-page.tsx')).QuestionBankPage })),
  },
};

export function PlatformSectionPage() {
  const { section = '' } = useParams();
  const entry = Object.hasOwn(sections, section) ? sections[section] : undefined;
  const { t } = useLingui();
  const title = entry ? t(entry.title) : t`Page not found`;
  useEffect(() => {
    document.title = composePageTitle(title);
  }, [title]);
  if (!entry) {
    return (
      <section className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <Link to={paths.platform} className={textLinkClass}>
          <Trans>Platform overview</Trans>
        </Link>
      </section>
    );
  }
  return (
    <Suspense fallback={<LoadingState label={t`Loading…`} />}>
      <entry.Page />
    </Suspense>
  );
}
