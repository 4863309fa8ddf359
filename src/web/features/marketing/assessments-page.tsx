import { buttonClasses } from '#web/components/ui/button.tsx';
import { demoRequestHref } from '#web/components/site/company.ts';
import { assessmentAreas, assessmentDurations, processSteps } from './content.ts';
import { DurationTable, PageIntro, ProductActions, ProcessSteps, SalesContact, Section } from './parts.tsx';
import { CheckList, wrappingButton } from '#web/components/site/site-parts.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

const safeguards = [
  'Answers stay encrypted until they are released in groups of at least six people, without names, teams or times.',
  'Every score, heat-map cell, team view and export needs at least six different respondents.',
  'Results change only by whole groups, and a team view is shown only where it cannot be combined with other results to single anyone out.',
  '“Prefer not to say” is available on every statement, and nobody has to finish an assessment.',
  'Each person gives consent before answering.',
];

export function AssessmentsPage() {
  return (
    <>
      <DocumentTitle>Assessments — CultureLens</DocumentTitle>
      <PageIntro
        eyebrow="Assessments"
        title="Culture assessments"
        lead="Four focused assessments and an engagement baseline. Each is a set of plain-language agree/disagree statements that people answer anonymously, one at a time."
      >
        <ProductActions topic="CultureLens assessments" contactLabel="Contact sales about assessments" />
      </PageIntro>

      <Section title="The assessment process" intro="Every assessment follows the same four steps.">
        <ProcessSteps steps={processSteps} />
      </Section>

      <Section tone="white" title="Choose an assessment">
        <ul className="grid gap-6 lg:grid-cols-2">
          {assessmentAreas.map((area) => (
            <li key={area.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-6">
              <h3 className="text-xl font-semibold text-slate-900">{area.title}</h3>
              <p className="font-medium text-brand-700">{area.subtitle}</p>
              <p className="text-slate-700">{area.description}</p>
              <CheckList items={area.features} />
              <div className="mt-auto pt-2">
                <a href={demoRequestHref(area.shortName)} className={buttonClasses({ variant: 'secondary', className: wrappingButton })}>
                  Book a demo of {area.shortName}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Time to complete"
        intro="Typical times for one person to read and answer every statement. Progress is saved, so people can stop and continue later."
      >
        <DurationTable durations={assessmentDurations} caption="Typical time to complete each assessment" />
      </Section>

      <Section tone="white" title="How anonymity is protected">
        <CheckList items={safeguards} className="max-w-3xl [&_li]:text-base" />
      </Section>

      <Section title="Questions about the assessments?">
        <SalesContact topic="CultureLens assessments" />
      </Section>
    </>
  );
}
