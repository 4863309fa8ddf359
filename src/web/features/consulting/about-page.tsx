import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/paths.ts';
import { company } from '#web/components/site/company.ts';
import { CompanyRegistration } from './company-registration.tsx';
import { sectionTo } from './consulting-layout.tsx';
import { ApproachSteps, Block, linkClass, PageIntro } from './page-parts.tsx';
import { expertise, values } from './content.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

export function AboutPage() {
  const { t } = useLingui();
  const { tradingName, groupName, productName, legalName } = company;
  return (
    <>
      <DocumentTitle>{t`About us — Aldergrove Technology`}</DocumentTitle>
      <PageIntro
        eyebrow={t`About us`}
        title={t`About ${tradingName}`}
        lead={t`We are a UK technology consultancy and part of ${groupName}. We help organisations use AI and other new technology in ways that are fair, explainable and good for the people who work with it — and we build ${productName}, our platform for anonymous workplace-culture assessments.`}
      />

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 md:grid-cols-2">
        <Statement title={t`Our mission`}>
          <Trans>
            To help organisations adopt AI responsibly: automating what should be automated, teaching people to use AI with confidence, and
            protecting the people whose data and work are affected.
          </Trans>
        </Statement>
        <Statement title={t`Our vision`}>
          <Trans>
            Workplaces where technology earns people’s trust — because they understand it, can question it, and are better off for it.
          </Trans>
        </Statement>
      </div>

      <Block title={t`Our values`} tone="white">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title.id} className="rounded-lg border border-slate-200 bg-slate-50 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(value.title)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(value.description)}</p>
            </li>
          ))}
        </ul>
      </Block>

      <Block title={t`Our approach`}>
        <ApproachSteps />
      </Block>

      <Block title={t`Our expertise`} tone="white">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {expertise.map((item) => (
            <li key={item.area.id} className="rounded-lg border border-slate-200 bg-slate-50 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(item.area)}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {item.topics.map((topic) => (
                  <li key={topic.id} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
                    {t(topic)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Block>

      <Block title={t`Company information`}>
        <div className="grid gap-8 md:grid-cols-2">
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <CompanyRegistration />
          </div>
          <div className="flex flex-col items-start gap-4 text-slate-700">
            <p>
              <Trans>
                {tradingName} is the trading name of {legalName}. Read how we handle personal data in our{' '}
                <Link to={paths.privacy} className={linkClass}>
                  privacy notice
                </Link>
                .
              </Trans>
            </p>
            <Link to={sectionTo('contact')} className={buttonClasses({ size: 'lg' })}>
              <Trans>Contact us</Trans>
            </Link>
            <Link to={paths.team} className={linkClass}>
              <Trans>Meet the leadership team</Trans>
            </Link>
          </div>
        </div>
      </Block>
    </>
  );
}

function Statement({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-8">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      <p className="mt-3 text-lg text-slate-700">{children}</p>
    </section>
  );
}
