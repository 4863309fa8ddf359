import type { startSmtpSink } from '#tests/smtp-sink.ts';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * The link in the newest mail to `to` whose subject matches, pointed at the app under test
 * (the mail's own links use PUBLIC_URL).
 */
export async function linkFromMail(sink: SmtpSink, baseUrl: string, to: string, subject: RegExp): Promise<string> {
  const mail = await sink.waitFor((received) => received.to.includes(to) && subject.test(received.subject));
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.search}`;
}
