import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { demoRequestHref } from '#web/components/site/company.ts';
import { assessmentAreas, assessmentDurations, processSteps, type AssessmentArea } from './content.ts';
import { DurationTable, PageIntro, ProductActions, ProcessSteps, SalesContact, Section } from './parts.tsx';
import { CheckList, wrappingButton } from '#web/components/site/site-parts.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const safeguards = [
  msg`Answers stay encrypted until they are released in groups of at least six people, without names, teams or times.`,
  msg`Every score, heat-map cell, team view and export needs at least six different respondents.`,
  msg`Results change only by whole groups, and a team view is shown only where it cannot be combined with other results to single anyone out.`,
  msg`“Prefer not to say” is available on every statement, and nobody has to finish an assessment.`,
  msg`Each person gives consent before answering.`,
];

export function AssessmentsPage() {
  const { t } = useLingui();
  const topic = t`CultureLens assessments`;
  return (
    <>
      <DocumentTitle>{t`Assessments — CultureLens`}</DocumentTitle>
      <PageIntro
        eyebrow={t`Assessments`}
        title={t`Culture assessments`}
        lead={t`Four focused assessments and an engagement baseline. Each is a set of plain-language agree/disagree statements that people answer anonymously, one at a time.`}
      >
        <ProductActions topic={topic} contactLabel={t`Contact sales about assessments`} />
      </PageIntro>

      <Section title={t`The assessment process`} intro={t`Every assessment follows the same four steps.`}>
        <ProcessSteps steps={processSteps} />
      </Section>

      <Section tone="white" title={t`Choose an assessment`}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {assessmentAreas.map((area) => (
            <AssessmentAreaItem key={area.id} area={area} />
          ))}
        </ul>
      </Section>

      <Section
        title={t`Time to complete`}
        intro={t`Typical times for one person to read and answer every statement. Progress is saved, so people can stop and continue later.`}
      >
        <DurationTable durations={assessmentDurations} caption={t`Typical time to complete each assessment`} />
      </Section>

      <Section tone="white" title={t`How anonymity is protected`}>
        <CheckList items={safeguards.map((safeguard) => t(safeguard))} className="max-w-3xl [&_li]:text-base" />
      </Section>

      <Section title={t`Questions about the assessments?`}>
        <SalesContact topic={topic} />
      </Section>
    </>
  );
}

function AssessmentAreaItem({ area }: { area: AssessmentArea }) {
  const { t } = useLingui();
  const shortName = t(area.shortName);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-6">
      <h3 className="text-xl font-semibold text-slate-900">{t(area.title)}</h3>
      <p className="font-medium text-brand-700">{t(area.subtitle)}</p>
      <p className="text-slate-700">{t(area.description)}</p>
      <CheckList items={area.features.map((feature) => t(feature))} />
      <div className="mt-auto pt-2">
        <a href={demoRequestHref(shortName)} className={buttonClasses({ variant: 'secondary', className: wrappingButton })}>
          <Trans>Book a demo of {shortName}</Trans>
        </a>
      </div>
    </li>
  );
}
