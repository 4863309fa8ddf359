import { eq } from 'drizzle-orm';
import { questionsForSet } from '#domain/question-bank.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import type { Database } from '#server/db/client.ts';
import { actionPlans, assessments, invitations, roadmapItems, users } from '#server/db/schema.ts';
import { createMember } from '#tests/accounts.ts';
import type { Fixtures } from './api-operations.ts';

type Role = 'employee' | 'manager' | 'organisation_admin' | 'platform_admin';

/**
 * A verified member with a password who has consented: nothing but the policy stands in their
 * way. `organisationId` undefined: a new organisation; null: none.
 */
export async function consentedMember(
  db: Database,
  organisationId: string | null | undefined,
  role: Role,
  managerId: string | null = null,
) {
  const person = await createMember(db, { organisationId, role });
  const [updated] = await db
    .update(users)
    .set({ consentedAt: new Date(), consentVersion: 'alpha-v1', managerId })
    .where(eq(users.id, person.id))
    .returning();
  if (!updated) throw new Error('member update returned nothing');
  return updated;
}

/**
 * One record of every kind a route can address, inserted directly (so that it also works
 * where the API would refuse to create them): an open assessment, a pending invitation (its
 * link token returned), a person reporting to the given manager, a roadmap item and an action plan on it.
 */
export async function insertRecords(db: Database, organisationId: string, people: { adminId: string; managerId: string }) {
  const now = new Date();
  const [assessment] = await db
    .insert(assessments)
    .values({
      organisationId,
      questionSetId: 'deib-assessment',
      questionSetVersion: 1,
      title: 'Records',
      description: 'Inserted for route checks',
      status: 'open',
      wave: 1,
      createdBy: people.adminId,
      openedAt: now,
    })
    .returning();
  if (!assessment) throw new Error('assessment insert returned nothing');
  const invitationToken = generateToken();
  const [invitation] = await db
    .insert(invitations)
    .values({
      organisationId,
      email: `invited-${crypto.randomUUID()}@example.test`,
      role: 'employee',
      tokenHash: hashToken(invitationToken),
      invitedBy: people.adminId,
      expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60_000),
    })
    .returning();
  if (!invitation) throw new Error('invitation insert returned nothing');
  const person = await consentedMember(db, organisationId, 'employee', people.managerId);
  const [item] = await db
    .insert(roadmapItems)
    .values({
      organisationId,
      assessmentId: assessment.id,
      domain: 'leadership',
      priorityOrder: 1,
      title: 'An action',
      rationale: 'Inserted for route checks',
      firstStep: 'Start',
      ownerHint: 'Someone',
      timeframe: 'Soon',
    })
    .returning();
  if (!item) throw new Error('roadmap item insert returned nothing');
  const [plan] = await db
    .insert(actionPlans)
    .values({
      organisationId,
      assessmentId: assessment.id,
      source: 'priority',
      sourceRef: item.id,
      domain: 'leadership',
      title: 'A plan',
      description: 'Inserted for route checks',
      ownerId: people.managerId,
      dueOn: '2099-01-01',
    })
    .returning();
  if (!plan) throw new Error('action plan insert returned nothing');
  const questionId = questionsForSet('deib-assessment')[0]?.id;
  if (!questionId) throw new Error('the DEIB set has no questions');
  const fixtures: Fixtures = {
    assessmentId: assessment.id,
    questionId,
    invitationId: invitation.id,
    personId: person.id,
    managerId: people.managerId,
    roadmapItemId: item.id,
    actionPlanId: plan.id,
  };
  return { fixtures, invitationToken, invitationEmail: invitation.email };
}
