import { useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { BuildYourOwnCard } from './build-your-own-card.tsx';
import { BuilderLoader, builderStartOf } from './builder-page.tsx';
import { BuiltInSetForm } from './built-in-set-form.tsx';
import { PageShell } from './parts.tsx';

/**
 * /create-assessment (organisation admins): start a built-in set as it is, or write an assessment
 * of one's own in the builder (`?from=`, `?draft=`, `?nextWaveOf=`; see builder-page.tsx).
 */
export function CreateAssessmentPage() {
  const [params, setParams] = useSearchParams();
  const start = builderStartOf(params);
  return (
    <PageShell narrow>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Create Assessment</Trans>
        </h1>
        {start ? (
          <p className="text-slate-700">
            <Trans>
              Write your own questions. Save them as a draft as often as you like: nobody can answer until you open the assessment, and its
              questions are fixed from then on.
            </Trans>
          </p>
        ) : (
          <p className="text-slate-700">
            <Trans>
              Start an assessment from one of your organisation&apos;s question sets. It opens at once, or at the open date you choose:
              everyone in your organisation can then answer it, anonymously. Or write your own questions.
            </Trans>
          </p>
        )}
      </div>
      {start ? (
        <BuilderLoader start={start} onCreated={(id) => setParams({ draft: id }, { replace: true })} />
      ) : (
        <>
          <BuildYourOwnCard />
          <BuiltInSetForm />
        </>
      )}
    </PageShell>
  );
}
