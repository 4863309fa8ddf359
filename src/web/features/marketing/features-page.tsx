import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '#web/paths.ts';
import { company } from '#web/components/site/company.ts';
import { aiFeatures, assessmentDurations, platformFeatures, processSteps, serviceStats } from './content.ts';
import { AiFeatureGrid, DurationTable, PageIntro, ProductActions, ProcessSteps, SalesContact, Section, StatList } from './parts.tsx';
import { CheckList, textLinkClass } from '#web/components/site/site-parts.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

export function FeaturesPage() {
  const { t } = useLingui();
  const tradingName = company.tradingName;
  return (
    <>
      <DocumentTitle>{t`Platform features — CultureLens`}</DocumentTitle>
      <PageIntro
        eyebrow={t`Platform`}
        title={t`Platform features`}
        lead={t`CultureLens helps an organisation ask its people how work really feels, without putting anyone on the spot. Here is what it does today, and what we are still building.`}
      >
        <ProductActions topic={t`CultureLens platform features`} contactLabel={t`Contact sales about the platform`} />
      </PageIntro>

      <Section title={t`What CultureLens does`}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {platformFeatures.map((feature) => (
            <li key={feature.title.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(feature.title)}</h3>
              <p className="text-sm text-slate-700">{t(feature.description)}</p>
              <CheckList items={feature.benefits.map((benefit) => t(benefit))} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="white"
        title={t`Service targets`}
        intro={t`For installations that ${tradingName} hosts and supports. If your organisation runs CultureLens on its own servers, availability and speed depend on that set-up.`}
      >
        <StatList stats={serviceStats} />
      </Section>

      <Section
        title={t`AI survey features`}
        intro={t`Survey templates and the insights dashboard are available now. Sentiment analysis and question generation are in development and not yet part of the product.`}
      >
        <AiFeatureGrid features={aiFeatures} />
      </Section>

      <Section tone="white" title={t`How an assessment works`} intro={t`Four steps, from choosing an assessment to acting on the results.`}>
        <ProcessSteps steps={processSteps} />
      </Section>

      <Section
        title={t`How long each assessment takes`}
        intro={t`Typical times for one person to read and answer every statement. People can stop and continue later.`}
      >
        <DurationTable durations={assessmentDurations} caption={t`Typical time to complete each assessment`} />
        <p className="mt-4">
          <Link to={paths.assessmentsInfo} className={textLinkClass}>
            <Trans>Read about each assessment</Trans>
          </Link>
        </p>
      </Section>

      <Section tone="white" title={t`Talk to us`}>
        <SalesContact topic="CultureLens" />
      </Section>
    </>
  );
}
