import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '#web/components/ui/cn.ts';
import { approach } from './content.ts';

export const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The top of a consultancy sub-page, with its one h1. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700">{lead}</p>
      </div>
    </div>
  );
}

export function Block({ title, tone = 'plain', children }: { title: string; tone?: 'plain' | 'white'; children: ReactNode }) {
  return (
    <section aria-label={title} className={tone === 'white' ? 'border-y border-slate-200 bg-white' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** The four steps of how we work, numbered, as both the home and about pages show them. */
export function ApproachSteps({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <ol className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {approach.map((step, index) => (
        <li key={step.title.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-6">
          <span aria-hidden="true" className="text-sm font-bold text-brand-700">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="text-lg font-semibold text-slate-900">{t(step.title)}</h3>
          <p className="text-sm text-slate-700">{t(step.description)}</p>
        </li>
      ))}
    </ol>
  );
}
