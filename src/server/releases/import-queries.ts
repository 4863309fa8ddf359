import { and, count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { answerDrafts, participations, releases } from '#server/db/schema.ts';

/** What the assessment already holds: releases, and anyone who started or answered it here (drafts, participations). */
export async function assessmentContents(db: Database, organisationId: string, assessmentId: string) {
  const counted = async (table: typeof releases | typeof answerDrafts | typeof participations) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.organisationId, organisationId), eq(table.assessmentId, assessmentId)));
    return row?.n ?? 0;
  };
  return { releases: await counted(releases), drafts: await counted(answerDrafts), participations: await counted(participations) };
}
