import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { AssessmentListResponseSchema } from '#domain/api/assessments.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { createMember, createRespondent } from '#tests/accounts.ts';
import { selectCategories, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { createLogCapture } from '#tests/raw-http.ts';
import { startSmtpSink } from '#tests/smtp-sink.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { LAUNCH_JOB } from '#server/assessments/index.ts';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { auditEvents, mailOutbox, participations, reminderRecipients, users } from '#server/db/schema.ts';
import { createSmtpMailer } from '#server/mail/index.ts';
import { REMINDER_JOB } from '#server/reminders/index.ts';

/*
 * The attacker holds a copy of the database (a backup, a read-only role) and the server's log,
 * and wants to know when each person started and completed, and who had not completed when a
 * reminder went. Eight people start, complete and are reminded on three days, each at moments
 * of their own to the millisecond. In the copy there must be no time finer than the day in
 * participations, the reminder days or the daily completion counts; no moment anyone started
 * or completed anywhere in the outbox or the audit trail, and no audit event written while they
 * did; no record of who was reminded but today's reminder day per person (the once-a-day rule);
 * and no log line of anyone answering. Each attack also runs against rows written the way the
 * earlier design wrote them, to show it finds what is there.
 */

const DAY = 86_400_000;
const MONDAY = Date.parse('2031-03-03T00:00:00Z');
/** A moment of day `day`, given to the millisecond so that no two coincide by accident. */
const at = (day: number, time: string) => new Date(MONDAY + day * DAY + Date.parse(`1970-01-01T${time}Z`));
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

type Person = { index: number; id: string; email: string };
/** What really happened: the attacker wants these moments. */
type Event = { person: Person; kind: 'started' | 'completed'; at: Date; auditIds: [number, number] };
type Reminder = { at: Date; to: string[] };

const RowSchema = z.object({ row: z.string() });
const IdSchema = z.object({ id: z.coerce.number() });

/** Tables that say, per person, whether they took part or were reminded: no time of day at all. */
const LEDGERS = ['participations', 'reminder_recipients', 'daily_completions'] as const;
/** Tables with times of their own, in which no moment of anyone answering may appear. */
const TIMED = ['mail_outbox', 'audit_events'] as const;

async function rowsOf(db: Database, table: string): Promise<Record<string, unknown>[]> {
  const rows = parseRows(await db.execute(sql.raw(`select to_json(t)::text as row from ${table} t`)), RowSchema);
  return rows.map(({ row }) => JSON.parse(row) as Record<string, unknown>);
}

const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && /\d{2}:\d{2}/.test(value);

/**
 * Every value of the copy that tells a time finer than the day about someone taking part: a
 * time of day in a ledger, a moment (to the second) someone started or completed in the outbox
 * or the audit trail, and an audit event written while someone started or completed.
 */
async function clockAttack(db: Database, events: readonly Event[]): Promise<string[]> {
  const found = new Set<string>();
  for (const table of LEDGERS) {
    for (const row of await rowsOf(db, table)) {
      for (const [column, value] of Object.entries(row)) if (isTimeOfDay(value)) found.add(`${table}.${column} holds a time of day`);
    }
  }
  for (const table of TIMED) {
    for (const row of await rowsOf(db, table)) {
      for (const [column, value] of Object.entries(row)) {
        if (!isTimeOfDay(value)) continue;
        const time = Date.parse(value);
        for (const event of events) {
          if (Math.abs(time - event.at.getTime()) < 1000)
            found.add(`${table}.${column} holds the moment person ${event.person.index} ${event.kind}`);
        }
      }
    }
  }
  // Audit events take the database's own time: one written while someone answered is found by its place in the trail.
  for (const event of events) {
    const [from, to] = event.auditIds;
    const written = parseRows(await db.execute(sql`select id from ${auditEvents} where id > ${from} and id <= ${to}`), IdSchema);
    if (written.length > 0)
      found.add(`audit_events has ${written.length} event(s) written when person ${event.person.index} ${event.kind}`);
  }
  return [...found].sort();
}

/** Who the copy says was reminded, beyond today's reminder day: earlier days, and reminder mail kept after it went. */
async function reminderHistoryAttack(db: Database, people: readonly Person[], today: string): Promise<string[]> {
  const found: string[] = [];
  const byId = new Map(people.map((person) => [person.id, person]));
  const byEmail = new Map(people.map((person) => [person.email, person]));
  for (const row of await db.select().from(reminderRecipients)) {
    const person = byId.get(row.userId);
    if (person && row.lastRemindedOn < today)
      found.push(`reminder_recipients says person ${person.index} was reminded on ${row.lastRemindedOn}`);
  }
  for (const row of await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'assessment_reminder'))) {
    const person = byEmail.get(row.toAddress);
    if (person && row.status !== 'pending') found.push(`mail_outbox keeps a reminder to person ${person.index} (${row.status})`);
  }
  return found.sort();
}

const ANSWERING = /^\/api\/assessments\/[^/]+\/(answers\/[^/]+|complete|questionnaire)$/;

/** Request lines of the server log, with their time and client address: those of anyone answering. */
function logAttack(lines: readonly Record<string, unknown>[], path: RegExp): string[] {
  return lines.flatMap((line) => {
    const request = z.object({ url: z.string(), remoteAddress: z.string().optional() }).safeParse(line.req);
    const url = request.success ? (request.data.url.split('?')[0] ?? '') : '';
    return path.test(url)
      ? [`the log has ${line.msg} for ${url} from ${request.success ? request.data.remoteAddress : ''} at ${String(line.time)}`]
      : [];
  });
}

class Rollback extends Error {}

/** Runs `change` and then `attack` in one transaction that is then rolled back: the deliberately broken rows never stay. */
async function onBrokenCopy<T>(db: Database, change: (tx: Database) => Promise<void>, attack: (tx: Database) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      await change(tx);
      result = await attack(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (result === undefined) throw new Error('the attack did not run');
  return result;
}

describe(`attacks on the times of taking part, on a copy of the database and the log, on ${testEngine}`, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const log = createLogCapture();
  const clock = createTestClock(at(0, '08:00:00.000'));
  const people: Person[] = [];
  const events: Event[] = [];
  const reminders: Reminder[] = [];
  let assessmentId = '';
  let adminId = '';
  let adminEmail = '';
  let released = 0;
  const progress: Record<string, unknown> = {};

  const person = (index: number): Person => {
    const found = people[index];
    if (!found) throw new Error(`no person ${index}`);
    return found;
  };
  const lastAuditId = async () =>
    parseRows(await database.db.execute(sql`select coalesce(max(id), 0) as id from ${auditEvents}`), IdSchema)[0]?.id ?? 0;
  const answers = Object.fromEntries(questionsForSet('deib-assessment').map((question) => [question.id, 4]));
  const [firstQuestion] = questionsForSet('deib-assessment');

  // Sessions go idle: each request signs in afresh at its moment (the factory records no sign-in).
  const cookieOf = (userId: string) => createSessionCookie(database.db, userId, clock);
  const adminCookie = () => cookieOf(adminId);

  /** The person acts at `moment`: their request, and the audit trail's ids around it, are recorded as the truth. */
  async function act(index: number, kind: Event['kind'], moment: Date) {
    clock.set(moment);
    const cookie = await cookieOf(person(index).id);
    const before = await lastAuditId();
    const response =
      kind === 'started'
        ? await server.request(`/api/assessments/${assessmentId}/answers/${firstQuestion?.id ?? ''}`, {
            method: 'PUT',
            cookie,
            body: { value: 2 },
          })
        : await server.request(`/api/assessments/${assessmentId}/complete`, { method: 'POST', cookie, body: { answers } });
    expect(response.status, `person ${index} ${kind}`).toBe(200);
    events.push({ person: person(index), kind, at: moment, auditIds: [before, await lastAuditId()] });
    await server.app.context.releases.drain();
  }

  /** 'Send a reminder now' at `moment`: who it reached, read from the mail server. */
  async function remind(moment: Date): Promise<string[]> {
    clock.set(moment);
    const received = sink.received.length;
    expect(
      (await server.request(`/api/assessments/${assessmentId}/reminders`, { method: 'POST', cookie: await adminCookie() })).status,
    ).toBe(202);
    await server.app.context.jobs.runNow(REMINDER_JOB);
    await server.app.context.outbox.drain();
    const to = sink.received
      .slice(received)
      .filter((mail) => mail.subject.startsWith('Reminder:'))
      .flatMap((mail) => mail.to)
      .sort();
    reminders.push({ at: moment, to });
    return to;
  }
  const emailsOf = (...indexes: number[]) => [...indexes.map((index) => person(index).email), adminEmail].sort();

  beforeAll(async () => {
    sink = await startSmtpSink();
    // Real SMTP, as in production (the local mailbox keeps its messages for two weeks); the log at its default level.
  });
  const { database, server } = useTestServer(
    () => ({ clock, mailer: createSmtpMailer(sink.url), logger: { level: 'info', stream: log.stream } }),
    { emptied: 'once' },
  );
  beforeAll(async () => {
    const { id: organisationId } = await createOrganisation(database.db, { name: 'Clockwork Ltd' });
    await selectCategories(database.db, organisationId, ['deib-assessment']);
    const admin = await createMember(database.db, { organisationId, role: 'organisation_admin' });
    adminEmail = admin.email;
    adminId = admin.id;
    for (let index = 0; index < 8; index += 1) {
      const member = await createRespondent(database.db, organisationId);
      people.push({ index, id: member.id, email: member.email });
    }
    assessmentId = (await startAssessment(server, await adminCookie())).id;
    await server.app.context.jobs.runNow(LAUNCH_JOB, { organisationId, assessmentId });
    await server.app.context.outbox.drain();

    // Monday: two start, one completes later that morning, one completes in a single request.
    await act(0, 'started', at(0, '09:13:27.123'));
    await act(0, 'completed', at(0, '09:41:05.321'));
    await act(1, 'started', at(0, '10:02:17.777'));
    await act(2, 'completed', at(0, '11:23:45.678'));
    // Tuesday: a reminder reaches everyone who has not completed; a second one that day reaches nobody.
    expect(await remind(at(1, '08:15:00.250'))).toEqual(emailsOf(1, 3, 4, 5, 6, 7));
    expect(await remind(at(1, '08:20:00.500'))).toEqual([]);
    await act(1, 'completed', at(1, '13:37:11.111'));
    await act(3, 'started', at(1, '14:08:09.999'));
    await act(4, 'completed', at(1, '15:55:55.555'));
    // Wednesday: a reminder to those still not done; two more complete, and six make a release.
    expect(await remind(at(2, '09:00:00.750'))).toEqual(emailsOf(3, 5, 6, 7));
    await act(5, 'completed', at(2, '10:10:10.101'));
    await act(6, 'completed', at(2, '12:34:56.789'));
    clock.set(at(2, '13:00:00.000'));
    await server.app.context.releases.drain();
    await server.app.context.outbox.drain();
    const results = AssessmentResultsSchema.parse(
      await (await server.request(`/api/results/${assessmentId}`, { cookie: await adminCookie() })).json(),
    );
    released = results.completion.completed;
    for (const index of [0, 3, 7]) {
      const list = AssessmentListResponseSchema.parse(
        await (await server.request('/api/assessments', { cookie: await cookieOf(person(index).id) })).json(),
      );
      progress[`person ${index}`] = list.assessments.find((assessment) => assessment.id === assessmentId)?.myProgress;
    }
  }, 120_000);
  afterAll(async () => {
    await sink.close();
  });

  it('still reminds only those who have not completed, once a day, and shows each person whether they started and completed', () => {
    // (The reminders' recipients are checked as they go, above.)
    expect(progress).toEqual({
      'person 0': { answered: questionsForSet('deib-assessment').length, started: true, completed: true },
      'person 3': { answered: 1, started: true, completed: false },
      'person 7': { answered: 0, started: false, completed: false },
    });
    // The completion figure is the released people, as before: six completed, six released.
    expect(released).toBe(6);
  });

  it('finds no time finer than the day about anyone taking part', async () => {
    expect(await clockAttack(database.db, events)).toEqual([]);
    // Whether, not when: the ledger still knows who completed.
    const completed = await database.db
      .select({ userId: participations.userId })
      .from(participations)
      .where(eq(participations.completed, true));
    expect(completed.map((row) => people.findIndex((one) => one.id === row.userId)).sort()).toEqual([0, 1, 2, 4, 5, 6]);
  });

  it("keeps no record of who was reminded but today's reminder day, and forgets that once the day is over", async () => {
    const today = dayOf(clock.now());
    expect(await reminderHistoryAttack(database.db, people, today)).toEqual([]);
    // Today's reminder day of those it reached (people 5 and 6 completed later that day): what the once-a-day rule needs.
    const kept = await database.db.select().from(reminderRecipients).innerJoin(users, eq(users.id, reminderRecipients.userId));
    expect(kept.map((row) => row.users.email).sort()).toEqual(emailsOf(3, 5, 6, 7));
    expect(new Set(kept.map((row) => row.reminder_recipients.lastRemindedOn))).toEqual(new Set([today]));

    // Thursday, a few minutes after midnight: the reminder job's next run forgets Wednesday.
    clock.set(at(3, '00:05:00.000'));
    await server.app.context.jobs.runNow(REMINDER_JOB);
    expect(await database.db.select().from(reminderRecipients)).toEqual([]);
    expect(await reminderHistoryAttack(database.db, people, dayOf(clock.now()))).toEqual([]);
  });

  it('logs nobody answering: no request line of an answer, a completion or a questionnaire', () => {
    expect(logAttack(log.records(), ANSWERING)).toEqual([]);
    // The same attack reads the administrator's requests in the same log: request lines are there to be read.
    expect(logAttack(log.records(), /\/reminders$/).length).toBeGreaterThan(0);
  });

  // Each attack, on the same copy with rows written as the earlier design wrote them (rolled back afterwards).
  describe('the same attacks on rows written as the earlier design wrote them', () => {
    it('the clock attack reads each start and completion from timestamped participations', async () => {
      const found = await onBrokenCopy(
        database.db,
        async (tx) => {
          await tx.execute(sql`alter table participations add column started_at timestamptz, add column completed_at timestamptz`);
          for (const event of events) {
            const column = sql.raw(event.kind === 'started' ? 'started_at' : 'completed_at');
            await tx.execute(
              sql`update participations set ${column} = ${event.at.toISOString()}::timestamptz where user_id = ${event.person.id}`,
            );
          }
        },
        (tx) => clockAttack(tx, events),
      );
      expect(found).toContain('participations.completed_at holds a time of day');
      expect(found).toContain('participations.started_at holds a time of day');
    });

    it('the clock attack finds a completion recorded in the audit trail, by its time and by when it was written', async () => {
      const completion = events.find((event) => event.kind === 'completed');
      if (!completion) throw new Error('nobody completed');
      // As a design that audited completions would have written it, in the completion's request.
      let written = 0;
      const found = await onBrokenCopy(
        database.db,
        async (tx) => {
          const [row] = await tx
            .insert(auditEvents)
            .values({ organisationId: null, userId: completion.person.id, action: 'ASSESSMENT_COMPLETED', createdAt: completion.at })
            .returning({ id: auditEvents.id });
          written = row?.id ?? 0;
        },
        (tx) => clockAttack(tx, [...events.filter((event) => event !== completion), { ...completion, auditIds: [written - 1, written] }]),
      );
      expect(found).toEqual([
        `audit_events has 1 event(s) written when person ${completion.person.index} completed`,
        `audit_events.created_at holds the moment person ${completion.person.index} completed`,
      ]);
    });

    it('the reminder history attack reads who had not completed on Tuesday from kept reminder days and delivered reminder mail', async () => {
      const tuesday = reminders[0];
      if (!tuesday) throw new Error('no reminder on Tuesday');
      const found = await onBrokenCopy(
        database.db,
        async (tx) => {
          const reminded = people.filter((one) => tuesday.to.includes(one.email));
          const [organisation] = await tx
            .select({ id: users.organisationId })
            .from(users)
            .where(eq(users.id, person(0).id));
          const organisationId = organisation?.id ?? '';
          await tx
            .insert(reminderRecipients)
            .values(reminded.map((one) => ({ organisationId, userId: one.id, lastRemindedOn: dayOf(tuesday.at) })))
            .onConflictDoNothing();
          await tx.insert(mailOutbox).values(
            reminded.map((one) => ({
              organisationId,
              kind: 'assessment_reminder' as const,
              toAddress: one.email,
              subject: 'Reminder',
              status: 'sent' as const,
              createdAt: tuesday.at,
              sentAt: tuesday.at,
            })),
          );
        },
        (tx) => Promise.all([reminderHistoryAttack(tx, people, dayOf(at(2, '12:00:00.000'))), clockAttack(tx, events)]),
      );
      const [history, clocks] = found;
      // People 1 and 4 completed on Tuesday after the reminder: only the earlier design remembers they had not before it.
      expect(history).toContain('reminder_recipients says person 1 was reminded on 2031-03-04');
      expect(history).toContain('reminder_recipients says person 4 was reminded on 2031-03-04');
      expect(history.filter((line) => line.startsWith('mail_outbox'))).toHaveLength(6);
      expect(clocks).toEqual([]);
    });
  });
});
