import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
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
const sections: Record<string, { title: string; Page: React.ComponentType }> = {
  'email-domains': {
    title: 'E-mail domains',
    Page: lazy(async () => ({ default: (await import('./email-domains-page.tsx')).EmailDomainsPage })),
  },
  'question-bank': {
    title: 'Question bank',
    Page: lazy(async () => ({ default: (await import('./question-bank-page.tsx')).QuestionBankPage })),
  },
};

export function PlatformSectionPage() {
  const { section = '' } = useParams();
  const entry = Object.hasOwn(sections, section) ? sections[section] : undefined;
  const title = entry?.title ?? 'Page not found';
  useEffect(() => {
    document.title = composePageTitle(title);
  }, [title]);
  if (!entry) {
    return (
      <section className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
        <Link to={paths.platform} className={textLinkClass}>
          Platform overview
        </Link>
      </section>
    );
  }
  return (
    <Suspense fallback={<LoadingState label="Loading…" />}>
      <entry.Page />
    </Suspense>
  );
}
