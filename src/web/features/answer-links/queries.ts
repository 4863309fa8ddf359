import type { AnswerLinkPreview, UseAnswerLinkRequest } from '#domain/api/answer-links.ts';
import { api } from '#web/api-client.ts';

export const answerLinkQueryKey = (token: string) => ['answer-link', token] as const;

/** What the link's page shows; reading it uses nothing up. */
export function previewAnswerLink(token: string, signal?: AbortSignal): Promise<AnswerLinkPreview> {
  return api('POST /api/answer-links/preview', { body: { token }, signal });
}

/** The page's button: signed in for answering, with the assessment to open. */
export function useAnswerLink(body: UseAnswerLinkRequest): Promise<{ assessmentId: string }> {
  return api('POST /api/answer-links/use', { body });
}

/** A fresh link by e-mail to the link's person (always accepted). */
export async function renewAnswerLink(token: string): Promise<void> {
  await api('POST /api/answer-links/renew', { body: { token } });
}
