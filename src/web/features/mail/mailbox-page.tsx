import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MailboxMessage } from '#domain/api/mail.ts';
import { ApiError } from '#web/api-client.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { mailboxQuery } from './queries.ts';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';

/** The built-in mailbox: e-mail CultureLens "sent" while no SMTP server is configured. */
export function MailboxPage() {
  const mailbox = useQuery(mailboxQuery);
  const messages = [...(mailbox.data?.messages ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Local mailbox</Trans>
          </h1>
          <p className="text-slate-700">
            <Trans>With no SMTP server configured, CultureLens keeps the emails it sends here instead of delivering them.</Trans>
          </p>
        </div>
        {!mailbox.isError && (
          <Button variant="outline" loading={mailbox.isFetching} onClick={() => void mailbox.refetch()}>
            <Trans>Refresh</Trans>
          </Button>
        )}
      </div>
      <MailboxContent isPending={mailbox.isPending} error={mailbox.error} messages={messages} onRetry={() => void mailbox.refetch()} />
    </section>
  );
}

function MailboxContent({
  isPending,
  error,
  messages,
  onRetry,
}: {
  isPending: boolean;
  error: Error | null;
  messages: MailboxMessage[];
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  if (error) {
    const unavailable = error instanceof ApiError && error.status === 404;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-800">
        <p>
          {unavailable
            ? t`The local mailbox is only available on the machine running CultureLens when no SMTP server is configured.`
            : error.message}
        </p>
        {!unavailable && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </div>
    );
  }
  if (isPending) {
    return (
      <p role="status" className="text-slate-700">
        <Trans>Loading messages…</Trans>
      </p>
    );
  }
  if (messages.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
        <Trans>The mailbox is empty.</Trans>
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-4" aria-label={t`Messages, newest first`}>
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} locale={locale} />
      ))}
    </ol>
  );
}

function MessageItem({ message, locale }: { message: MailboxMessage; locale: string }) {
  const to = message.to;
  return (
    <li>
      <Card>
        <CardHeader>
          <CardTitle>{message.subject}</CardTitle>
          <CardDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              <Trans>To: {to}</Trans>
            </span>
            <time dateTime={message.createdAt}>{formatTime(message.createdAt, locale)}</time>
            <Badge>{message.kind}</Badge>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <pre className="font-sans text-sm break-words whitespace-pre-wrap text-slate-800">
            <LinkedText text={message.text} links={message.links} />
          </pre>
        </CardContent>
      </Card>
    </li>
  );
}

function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with each of the message's links turned into an anchor. */
function LinkedText({ text, links }: { text: string; links: string[] }) {
  const safeLinks = links.filter((link) => /^https?:\/\//i.test(link));
  if (safeLinks.length === 0) return <>{text}</>;
  // Longest first, so a link that is a prefix of another does not cut it short.
  const pattern = new RegExp(
    `(${[...safeLinks]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'g',
  );
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) =>
        safeLinks.includes(part) ? (
          <a key={index} href={part} className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
