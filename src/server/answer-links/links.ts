import { ANSWER_LINK_LIFETIME_HOURS } from '#domain/api/answer-links.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import type { MailContent } from '#server/mail/index.ts';
import { deleteAnswerLinksExpiredBefore, insertAnswerLinks } from './queries.ts';

export const ANSWER_LINK_LIFETIME_MS = ANSWER_LINK_LIFETIME_HOURS * 60 * 60_000;

/** The page an answer link opens; its button, not the opening, uses the link (mail scanners open links). */
export const ANSWER_LINK_PATH = '/answer';

/** Whom a link is for: a member, or someone invited who has not joined yet. */
export type LinkPerson = { userId: string; invitationId?: never } | { invitationId: string; userId?: never };

/**
 * New single-use links to one assessment, one per person, in one statement; only their hashes
 * are stored. Returns the tokens in the order of `people`.
 */
export async function issueAnswerLinks(
  db: Database,
  clock: Clock,
  assessment: { organisationId: string; assessmentId: string },
  people: readonly LinkPerson[],
): Promise<string[]> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + ANSWER_LINK_LIFETIME_MS);
  const tokens = people.map(() => generateToken());
  await insertAnswerLinks(
    db,
    people.map((person, index) => ({
      tokenHash: hashToken(tokens[index]!),
      organisationId: assessment.organisationId,
      assessmentId: assessment.assessmentId,
      userId: person.userId ?? null,
      invitationId: person.invitationId ?? null,
      expiresAt,
      createdAt: now,
    })),
  );
  return tokens;
}

// Stands for a person's token in the words written once per language; put in as is (neither the
// address nor the HTML escaping changes braces).
const TOKEN_STAND_IN = '{answer-link-token}';

/** The address a mail's button goes to, before a person's token is put in (`withAnswerLink`). */
export function answerLinkTemplate(publicUrl: string): string {
  return `${new URL(ANSWER_LINK_PATH, publicUrl).toString()}?token=${TOKEN_STAND_IN}`;
}

/** One person's link, as the page reads it. */
export function answerLinkUrl(publicUrl: string, token: string): string {
  const url = new URL(ANSWER_LINK_PATH, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The words of a language, with one person's link in place of the stand-in. */
export function withAnswerLink(content: MailContent, token: string): MailContent {
  return {
    subject: content.subject,
    text: content.text.replaceAll(TOKEN_STAND_IN, token),
    html: content.html.replaceAll(TOKEN_STAND_IN, token),
  };
}

/**
 * An expired link's page offers a fresh one for two weeks; afterwards the link is forgotten
 * (housekeeping), and its page offers signing in. Its row said who was sent a link, nothing more.
 */
const EXPIRED_LINKS_KEPT_MS = 14 * 24 * 60 * 60_000;

export async function purgeExpiredAnswerLinks(db: Database, clock: Clock): Promise<number> {
  return deleteAnswerLinksExpiredBefore(db, new Date(clock.now().getTime() - EXPIRED_LINKS_KEPT_MS));
}
