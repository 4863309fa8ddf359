import { randomUUID } from 'node:crypto';
import type { AssessmentQuestion } from '#domain/question-kinds.ts';
import type { Database } from '#server/db/client.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { asInput, questionRows } from './drafts.ts';
import { insertAssessment, nextWave, replaceQuestions, updateAssessmentStatus, type AssessmentRow } from './queries.ts';

/*
 * Waves other features schedule (pulse programmes, decision 0065): an assessment with its own
 * questions created `scheduled`, so the schedule job opens it (launch e-mail, answer links) and
 * closes it exactly as it does an administrator's scheduled assessment.
 */

export type ScheduledWave = {
  /** The series the wave continues; null starts a new one (the wave's own id). */
  seriesId: string | null;
  title: string;
  description: string;
  category: string | null;
  durationMinutes: number | null;
  questions: readonly AssessmentQuestion[];
  opensAt: Date;
  closesAt: Date;
  /** Who asked for it; null for a job. */
  createdBy: string | null;
  now: Date;
};

/** Creates the next wave of a series as a scheduled assessment with the given questions (ids kept), audited as scheduled. */
export async function insertScheduledWave(tx: Database, organisationId: string, wave: ScheduledWave): Promise<AssessmentRow> {
  const id = randomUUID();
  const seriesId = wave.seriesId ?? id;
  const created = await insertAssessment(tx, organisationId, {
    id,
    questionSetId: null,
    seriesId,
    title: wave.title,
    description: wave.description,
    category: wave.category,
    durationMinutes: wave.durationMinutes,
    status: 'scheduled',
    wave: await nextWave(tx, organisationId, { questionSetId: null, seriesId }),
    createdBy: wave.createdBy,
    opensAt: wave.opensAt,
    closesAt: wave.closesAt,
    createdAt: wave.now,
    updatedAt: wave.now,
  });
  await replaceQuestions(tx, organisationId, id, questionRows(wave.questions.map(asInput)));
  await recordAuditEvent(tx, organisationId, wave.createdBy, 'ASSESSMENT_SCHEDULED', {
    assessment_id: id,
    opens_at: wave.opensAt.toISOString(),
  });
  return created;
}

/** Moves a wave still scheduled to open (and close) at other times; the schedule job acts on them. */
export async function rescheduleWave(
  tx: Database,
  organisationId: string,
  assessmentId: string,
  dates: { opensAt: Date; closesAt: Date; now: Date },
) {
  await updateAssessmentStatus(tx, organisationId, assessmentId, {
    opensAt: dates.opensAt,
    closesAt: dates.closesAt,
    updatedAt: dates.now,
  });
}
