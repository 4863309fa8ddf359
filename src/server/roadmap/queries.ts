import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { roadmapItems, users } from '#server/db/schema.ts';

const changer = alias(users, 'changer');

/** An assessment's roadmap items in priority order, with who last changed each one's status. */
export async function roadmapItemRows(db: Database, organisationId: string, assessmentId: string) {
  return db
    .select({ item: roadmapItems, changerFirstName: changer.firstName, changerLastName: changer.lastName })
    .from(roadmapItems)
    .leftJoin(changer, and(eq(changer.id, roadmapItems.statusChangedBy), eq(changer.organisationId, organisationId)))
    .where(and(eq(roadmapItems.organisationId, organisationId), eq(roadmapItems.assessmentId, assessmentId)))
    .orderBy(asc(roadmapItems.priorityOrder));
}

export async function hasRoadmap(db: Database, organisationId: string, assessmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roadmapItems.id })
    .from(roadmapItems)
    .where(and(eq(roadmapItems.organisationId, organisationId), eq(roadmapItems.assessmentId, assessmentId)))
    .limit(1);
  return row !== undefined;
}

export async function insertRoadmapItems(
  db: Database,
  organisationId: string,
  rows: Omit<typeof roadmapItems.$inferInsert, 'organisationId'>[],
) {
  if (rows.length === 0) return;
  await db.insert(roadmapItems).values(rows.map((row) => ({ ...row, organisationId })));
}

export async function updateRoadmapItemStatus(
  db: Database,
  organisationId: string,
  itemId: string,
  change: Pick<typeof roadmapItems.$inferInsert, 'status' | 'statusChangedBy' | 'statusChangedAt' | 'updatedAt'>,
) {
  const [row] = await db
    .update(roadmapItems)
    .set(change)
    .where(and(eq(roadmapItems.organisationId, organisationId), eq(roadmapItems.id, itemId)))
    .returning();
  return row;
}
