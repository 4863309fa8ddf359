import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { assessments, auditEvents, users } from '#server/db/schema.ts';

export async function insertAuditEvent(db: Database, row: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(row);
}

/** Deletes the failed sign-ins of unknown addresses (rows of no organisation and no person) older than `before`; returns how many. */
export async function deleteUnattributedSignInFailures(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(auditEvents)
    .where(
      and(
        isNull(auditEvents.organisationId),
        isNull(auditEvents.userId),
        eq(auditEvents.action, 'SIGN_IN_FAILED'),
        lt(auditEvents.createdAt, before),
      ),
    )
    .returning({ id: auditEvents.id });
  return deleted.length;
}

/** Whether an event with this action and these details (a subset of its details) exists for the organisation. */
export async function auditEventExists(
  db: Database,
  organisationId: string,
  action: string,
  details: Record<string, string>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.organisationId, organisationId),
        eq(auditEvents.action, action),
        sql`${auditEvents.details} @> ${JSON.stringify(details)}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the audit log is narrowed to: one action, one person acting, and times from `since` up to (not including) `before`. */
export type AuditEventFilters = {
  action?: string | undefined;
  personId?: string | undefined;
  since?: Date | undefined;
  before?: Date | undefined;
};

function auditEventConditions(organisationId: string, filters: AuditEventFilters): SQL | undefined {
  const conditions: SQL[] = [eq(auditEvents.organisationId, organisationId)];
  if (filters.action !== undefined) conditions.push(eq(auditEvents.action, filters.action));
  if (filters.personId !== undefined) conditions.push(eq(auditEvents.userId, filters.personId));
  if (filters.since !== undefined) conditions.push(gte(auditEvents.createdAt, filters.since));
  if (filters.before !== undefined) conditions.push(lt(auditEvents.createdAt, filters.before));
  return and(...conditions);
}

export async function countAuditEvents(db: Database, organisationId: string, filters: AuditEventFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditEvents).where(auditEventConditions(organisationId, filters));
  return row?.total ?? 0;
}

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

/**
 * One page of the organisation's events, newest first, with who acted and, for events about a
 * person (`details.user_id`), that person's name, and for events about an assessment
 * (`details.assessment_id`), its title and wave while it exists. The actor is a member of the organisation or
 * platform staff (who approve e-mail domains for it); nobody else's name can appear.
 */
export async function listAuditEventRows(
  db: Database,
  organisationId: string,
  filters: AuditEventFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      details: auditEvents.details,
      createdAt: auditEvents.createdAt,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      actorEmail: actor.email,
      subjectFirstName: subject.firstName,
      subjectLastName: subject.lastName,
      assessmentTitle: assessments.title,
      assessmentWave: assessments.wave,
    })
    .from(auditEvents)
    .leftJoin(actor, and(eq(actor.id, auditEvents.userId), or(eq(actor.organisationId, organisationId), eq(actor.role, 'platform_admin'))))
    .leftJoin(subject, and(eq(subject.organisationId, organisationId), sql`${subject.id}::text = ${auditEvents.details} ->> 'user_id'`))
    .leftJoin(
      assessments,
      and(eq(assessments.organisationId, organisationId), sql`${assessments.id}::text = ${auditEvents.details} ->> 'assessment_id'`),
    )
    .where(auditEventConditions(organisationId, filters))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type AuditEventRow = Awaited<ReturnType<typeof listAuditEventRows>>[number];
