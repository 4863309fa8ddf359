import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { LoadFailed } from '#web/features/results/index.ts';
import { ProgrammeCard } from './programme-card.tsx';
import { PulseForm } from './pulse-form.tsx';
import { usePulseProgrammes } from './queries.ts';

/**
 * /pulse-programmes (administrators): short assessments repeated every month or quarter
 * (decision 0065). Each run is a wave the jobs open and close; its results page shows the trend
 * across the runs.
 */
export function PulseProgrammesPage() {
  const { t } = useLingui();
  const programmes = usePulseProgrammes();
  let list;
  if (programmes.isPending) list = <LoadingState label={t`Loading the pulse programmes…`} />;
  else if (programmes.isError)
    list = (
      <LoadFailed
        title={t`The pulse programmes could not be loaded`}
        text={t`Please try again.`}
        error={programmes.error}
        onRetry={() => void programmes.refetch()}
      />
    );
  else if (programmes.data.length === 0)
    list = (
      <p className="text-slate-700">
        <Trans>No pulse programme yet.</Trans>
      </p>
    );
  else list = programmes.data.map((programme) => <ProgrammeCard key={programme.id} programme={programme} />);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Pulse programmes</Trans>
        </h1>
        <p className="max-w-3xl text-slate-700">
          <Trans>
            A short assessment repeated every month or quarter. Each run opens and closes on its own, with its launch e-mail and reminders,
            and its results show the change since the run before.
          </Trans>
        </p>
      </header>
      <div className="flex flex-col gap-6">{list}</div>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Set up a pulse programme</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PulseForm />
        </CardContent>
      </Card>
    </section>
  );
}
