import { and, asc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { actionPlans, organisations, users } from '#server/db/schema.ts';
import type { JobDefinition, OutboxWorker } from '#server/background-work.ts';
import { actionPlanReminderMail, enqueueMails, recipientLocale } from '#server/mail/index.ts';
import type { Secrets } from '#server/secrets.ts';
import { recordAuditEvent } from '#server/audit/index.ts';

export const ACTION_PLAN_REMINDER_JOB = 'action-plan-reminders';

/** An action falls due, for its owner's reminder, this many days before its due date. */
const DUE_NOTICE_DAYS = 3;
const BATCH = 50;
const DAY = 24 * 60 * 60 * 1000;

type ReminderContext = { db: Database; clock: Clock; secrets: Secrets; publicUrl: string; outbox: () => OutboxWorker };

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Open plans whose owner has a reminder coming: due within the notice and not yet told so, or
 * overdue and not yet told that. Locked, skipping those another process holds, so each is
 * reminded once across processes.
 */
async function lockRemindable(tx: Database, now: Date) {
  const today = day(now);
  const dueBy = day(new Date(now.getTime() + DUE_NOTICE_DAYS * DAY));
  return tx
    .select({
      plan: actionPlans,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      organisationName: organisations.name,
      organisationSettings: organisations.settings,
    })
    .from(actionPlans)
    .innerJoin(
      users,
      and(eq(users.id, actionPlans.ownerId), eq(users.organisationId, actionPlans.organisationId), eq(users.isActive, true)),
    )
    .innerJoin(organisations, eq(organisations.id, actionPlans.organisationId))
    .where(
      and(
        ne(actionPlans.status, 'done'),
        or(
          and(lt(actionPlans.dueOn, today), isNull(actionPlans.overdueRemindedAt)),
          and(lte(actionPlans.dueOn, dueBy), sql`${actionPlans.dueOn} >= ${today}`, isNull(actionPlans.dueRemindedAt)),
        ),
      ),
    )
    .orderBy(asc(actionPlans.dueOn))
    .limit(BATCH)
    .for('update', { of: actionPlans, skipLocked: true });
}

async function remindBatch(tx: Database, context: ReminderContext, now: Date): Promise<number> {
  const rows = await lockRemindable(tx, now);
  const today = day(now);
  const mails = rows.map((row) => {
    // The plan itself: its assessment's roadmap, scrolled to the plan (plan-card.tsx).
    const url = new URL(`/roadmap?assessment=${row.plan.assessmentId}#action-plan-${row.plan.id}`, context.publicUrl).toString();
    const overdue = row.plan.dueOn < today;
    return {
      organisationId: row.plan.organisationId,
      kind: 'action_plan_reminder' as const,
      to: row.email,
      ...actionPlanReminderMail(recipientLocale(row.locale, row.organisationSettings), {
        organisationName: row.organisationName,
        ownerName: row.firstName,
        title: row.plan.title,
        dueOn: row.plan.dueOn,
        overdue,
        url,
      }),
    };
  });
  await enqueueMails(tx, context, mails);
  for (const row of rows) {
    const overdue = row.plan.dueOn < today;
    // An overdue plan never told it was due is not told that afterwards.
    await tx
      .update(actionPlans)
      .set(overdue ? { overdueRemindedAt: now, dueRemindedAt: row.plan.dueRemindedAt ?? now } : { dueRemindedAt: now })
      .where(and(eq(actionPlans.organisationId, row.plan.organisationId), eq(actionPlans.id, row.plan.id)));
    await recordAuditEvent(tx, row.plan.organisationId, null, 'ACTION_PLAN_REMINDER_SENT', {
      action_plan_id: row.plan.id,
      reminder: overdue ? 'overdue' : 'due',
    });
  }
  return rows.length;
}

/**
 * Whether a plan saved with this due date and status has a reminder coming now: the job is then
 * asked to run at once rather than at the next hour, so an owner given a date within the notice
 * (or one already past) hears of it when it is set.
 */
export function reminderDue(plan: { dueOn: string; status: string }, now: Date): boolean {
  return plan.status !== 'done' && plan.dueOn <= day(new Date(now.getTime() + DUE_NOTICE_DAYS * DAY));
}

/** Hourly: reminds owners of actions falling due and of overdue ones, each once per due date (a new date is reminded afresh). */
export function actionPlanReminderJob(context: ReminderContext): JobDefinition {
  return {
    name: ACTION_PLAN_REMINDER_JOB,
    cron: '17 * * * *',
    coalesce: true,
    async run() {
      let sent = 0;
      for (;;) {
        const batch = await context.db.transaction((tx) => remindBatch(tx, context, context.clock.now()));
        sent += batch;
        if (batch < BATCH) break;
      }
      if (sent > 0) context.outbox().nudge();
    },
  };
}
