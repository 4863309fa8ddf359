import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UnfinishedJob } from '#domain/api/jobs.ts';
import { jobMessages } from '#domain/messages.ts';
import { api } from '#web/api-client.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { formatDateTime } from '#web/features/results/index.ts';

export const backgroundWorkQueryKey = ['organisation', 'background-work'] as const;

function useBackgroundWork() {
  return useQuery({
    queryKey: backgroundWorkQueryKey,
    queryFn: ({ signal }) => api('GET /api/organisations/current/background-work', { signal }),
    // Mail goes out within a minute: a minute-old view is still true enough.
    refetchInterval: 60_000,
  });
}

function JobLine({ job }: { job: UnfinishedJob }) {
  const { t } = useLingui();
  const when = formatDateTime(job.runAfter);
  const attempts = job.attempts;
  const label = job.label;
  const state = t(jobMessages.states[job.state]);
  return (
    <li className="flex flex-col gap-0.5">
      <span className="font-medium">
        <Trans>
          {label}: {state}
        </Trans>
      </span>
      <span className="text-sm text-slate-600">
        {job.failedReason ?? (job.state === 'active' ? t`Running now.` : t`Next run: ${when}.`)}
        {attempts > 0 && ` ${t`Failed runs so far: ${attempts}.`}`}
      </span>
    </li>
  );
}

/** E-mail waiting or undeliverable, and jobs that have not finished: what an administrator may need to act on. */
export function BackgroundWorkCard() {
  const { t } = useLingui();
  const work = useBackgroundWork();
  const mail = work.data?.mail;
  const jobs = work.data?.jobs ?? [];
  const quiet = mail !== undefined && mail.waiting === 0 && mail.failedRecently === 0 && jobs.length === 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t(jobMessages.title)}</CardTitle>
        <CardDescription>
          <Trans>E-mails and scheduled work of your organisation.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {work.isError && (
          <LoadFailedMessage title={t`Background work could not be loaded`} error={work.error} onRetry={() => void work.refetch()} />
        )}
        {work.isPending && (
          <p className="text-slate-600">
            <Trans>Loading…</Trans>
          </p>
        )}
        {quiet && <p>{t(jobMessages.nothingWaiting)}</p>}
        {mail && mail.waiting > 0 && <p>{t(jobMessages.mailWaiting(mail.waiting))}</p>}
        {mail && mail.failedRecently > 0 && <p className="text-red-700">{t(jobMessages.mailFailed(mail.failedRecently))}</p>}
        {jobs.length > 0 && (
          <ul className="flex flex-col gap-2">
            {jobs.map((job) => (
              <JobLine key={job.id} job={job} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
