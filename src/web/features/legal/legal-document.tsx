import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';
import { mailtoHref } from '#web/components/site/company.ts';

export const legalLinkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The date printed on both legal texts; change it with any change to their content. */
export const legalDocumentsDate = { iso: '2026-11-23' } as const;

/** A link that writes an e-mail to `address`, its subject in the reader's language. */
export function MailtoLink({ address, subject, children }: { address: string; subject: MessageDescriptor; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <a href={mailtoHref(address, { subject: t(subject) })} className={legalLinkClass}>
      {children}
    </a>
  );
}

export interface LegalSection {
  id: string;
  title: MessageDescriptor;
  content: ReactNode;
}

/** A legal text: one h1, a date, a contents list and numbered sections of plain prose. */
export function LegalDocument({ title, summary, sections }: { title: string; summary: ReactNode; sections: readonly LegalSection[] }) {
  const { t, i18n } = useLingui();
  // Noon UTC: the same calendar day in every time zone a reader may be in.
  const date = new Intl.DateTimeFormat(i18n.locales ?? i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${legalDocumentsDate.iso}T12:00:00Z`),
  );
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <DocumentTitle>{t`${title} — CultureLens`}</DocumentTitle>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        <Trans>
          Last updated <time dateTime={legalDocumentsDate.iso}>{date}</time>
        </Trans>
      </p>
      <div className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-6 text-slate-800 [&_p+p]:mt-3">{summary}</div>

      <nav aria-label={t`Contents`} className="mt-10">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Contents</Trans>
        </h2>
        <ol className="mt-3 list-decimal ps-6 text-sm [&>li]:mt-1.5">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={legalLinkClass}>
                {t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 scroll-mt-6">
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
            {index + 1}. {t(section.title)}
          </h2>
          <div className="mt-4 flex flex-col gap-4 leading-relaxed text-slate-700 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ul]:list-disc [&_ul]:ps-5 [&_ul>li]:mt-1.5">
            {section.content}
          </div>
        </section>
      ))}
    </article>
  );
}
