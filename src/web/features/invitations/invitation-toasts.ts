import { t } from '@lingui/core/macro';
import type { InvitationOutcome } from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { ApiError } from '#web/api-client.ts';
import { errorMessage } from '#web/api-errors.ts';
import type { ToastOptions } from '#web/components/ui/toast.tsx';
import type { CreateInvitationsResponse } from './queries.ts';
import { i18n } from '@lingui/core';
import { listIn } from '#domain/list-format.ts';

// What became of invitations that were sent, as toasts and result rows.

const SENT_OUTCOMES: ReadonlySet<InvitationOutcome['outcome']> = new Set(['invited', 'reinvited']);

export function wasSent(result: InvitationOutcome): boolean {
  return SENT_OUTCOMES.has(result.outcome);
}

const MAX_LISTED = 5;

/** The lines that were not sent, as one short text for a toast. */
export function refusedSummary(results: readonly InvitationOutcome[]): string | undefined {
  const refused = results.filter((result) => !wasSent(result));
  if (refused.length === 0) return undefined;
  const listed = refused.slice(0, MAX_LISTED).map((result) => {
    const line = result.line;
    return `${result.email || t`Line ${line}`}: ${result.message}`;
  });
  const count = refused.length - MAX_LISTED;
  const more = refused.length > MAX_LISTED ? ` ${t`…and ${count} more.`}` : '';
  return `${listIn(i18n, listed, 'entries')}.${more}`;
}

/** The toasts after invitations went out: the catalogue's success text, then anything refused. */
export function invitationResultToasts({ sent, results }: CreateInvitationsResponse): ToastOptions[] {
  const toasts: ToastOptions[] = [];
  if (sent > 0) {
    toasts.push({
      title: i18n._(invitationMessages.sentTitle),
      description: i18n._(invitationMessages.sentText(sent)),
      variant: 'success',
    });
  }
  const refused = refusedSummary(results);
  if (refused) {
    toasts.push({
      title: sent > 0 ? t`Some invitations were not sent` : t`No invitations sent`,
      description: refused,
      variant: 'default',
      duration: 10_000,
    });
  }
  return toasts;
}

// Catalogue messages that the server sends as "Title: text"; a toast shows them in two parts.
const CATALOGUE_TITLES = [invitationMessages.noEmailsTitle, invitationMessages.invalidLinkTitle];

/** A toast for a failed invitation call: the catalogue title where the message carries one. */
export function invitationErrorToast(error: unknown, fallbackTitle: string, fallbackText: string): ToastOptions {
  const message = errorMessage(error, fallbackText);
  const title = CATALOGUE_TITLES.map((candidate) => i18n._(candidate)).find((candidate) => message.startsWith(`${candidate}: `));
  if (title) return { title, description: message.slice(title.length + 2), variant: 'destructive' };
  if (error instanceof ApiError && error.status === 403) {
    return { title: i18n._(invitationMessages.accessDeniedTitle), description: message, variant: 'destructive' };
  }
  return { title: fallbackTitle, description: message, variant: 'destructive' };
}

/**
 * The lines the server reported as issues of a refused request ("line 3": "x: Not a valid
 * email address"), as result rows, so a list with no valid address still shows why.
 */
export function resultsFromIssues(error: unknown): InvitationOutcome[] | null {
  if (!(error instanceof ApiError) || error.issues.length === 0) return null;
  const rows = error.issues.flatMap((issue): InvitationOutcome[] => {
    const line = /^line (\d+)$/.exec(issue.path);
    if (!line?.[1]) return [];
    const separator = issue.message.lastIndexOf(': ');
    const email = separator > 0 ? issue.message.slice(0, separator) : '';
    const message = separator > 0 ? issue.message.slice(separator + 2) : issue.message;
    return [{ line: Number(line[1]), email, outcome: 'invalid', message }];
  });
  return rows.length > 0 ? rows : null;
}
