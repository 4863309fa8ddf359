import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { assessmentOf, inAssessment } from './assessments.ts';
import { invitations } from './invitations.ts';
import { tenantOf } from './organisations.ts';

/**
 * The single-use sign-in links of launch e-mails and reminders (decision 0056), stored as
 * SHA-256 hashes. Each is bound to one assessment and to one person: a member (`userId`) or,
 * for someone invited who has not joined yet, their open invitation (`invitationId`). Using one
 * starts a session that may only answer; nothing links the session or an answer back to it.
 */
export const answerLinks = pgTable(
  'answer_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    organisationId: tenantOf(),
    assessmentId: assessmentOf(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Whether, never when: a time would say when the person began answering (decision 0042).
    used: boolean('used').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    inAssessment('answer_links_assessment_fk', table),
    foreignKey({
      name: 'answer_links_invitation_fk',
      columns: [table.organisationId, table.invitationId],
      foreignColumns: [invitations.organisationId, invitations.id],
    }).onDelete('cascade'),
    index('answer_links_user_idx').on(table.userId),
    index('answer_links_expires_idx').on(table.expiresAt),
    check('answer_links_one_person', sql`(${table.userId} is null) <> (${table.invitationId} is null)`),
  ],
);
