import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountSession } from '#domain/api/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import { accountSessionsQuery, endOtherSessions, endSession } from './queries.ts';

/** Where the person is signed in, with a way to end any session but this one, or all the others. */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useLingui();
  const sessions = useQuery(accountSessionsQuery);
  const refetch = () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
  const onError = (error: Error) =>
    toast({ title: t`Could not sign out`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: async () => {
      toast({ title: t`Session signed out`, variant: 'success' });
      await refetch();
    },
    onError,
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async ({ ended }) => {
      toast({
        title: t`Other sessions signed out`,
        description: t`${plural(ended, { one: '# session signed out.', other: '# sessions signed out.' })}`,
        variant: 'success',
      });
      await refetch();
    },
    onError,
  });

  let body;
  if (sessions.isPending) body = <LoadingState label={t`Loading your sessions…`} />;
  else if (sessions.isError)
    body = <FormMessage tone="error">{errorMessage(sessions.error, t`Could not load your sessions. Please try again.`)}</FormMessage>;
  else {
    const others = sessions.data.sessions.filter((session) => !session.current);
    body = (
      <>
        <ul className="flex flex-col divide-y divide-slate-200" aria-label={t`Your sessions`}>
          {sessions.data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={endOne.isPending && endOne.variables === session.id}
              onEnd={() => endOne.mutate(session.id)}
            />
          ))}
        </ul>
        <Button
          variant="outline"
          className="self-start"
          disabled={others.length === 0}
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          <Trans>Sign out all other sessions</Trans>
        </Button>
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your sessions</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Where you are signed in now. Sign out any you do not recognise, then change your password.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{body}</CardContent>
    </Card>
  );
}

function SessionRow({ session, ending, onEnd }: { session: AccountSession; ending: boolean; onEnd: () => void }) {
  const { t } = useLingui();
  const dateTime = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  const device = session.device;
  const signedIn = dateTime.format(new Date(session.createdAt));
  const lastActive = dateTime.format(new Date(session.lastSeenAt));
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex flex-col">
        <span className="font-medium">
          {session.device}
          {session.current && (
            <span className="ms-2 text-sm font-normal text-brand-700">
              <Trans>(this session)</Trans>
            </span>
          )}
        </span>
        <span className="text-sm text-slate-600">
          <Trans>
            Signed in {signedIn} · last active {lastActive}
          </Trans>
        </span>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" loading={ending} onClick={onEnd} aria-label={t`Sign out ${device}, signed in ${signedIn}`}>
          <Trans>Sign out</Trans>
        </Button>
      )}
    </li>
  );
}
