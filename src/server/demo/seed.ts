import { questionsForSet } from '#domain/question-bank.ts';
import type { Database } from '#server/db/client.ts';
import type { users } from '#server/db/schema.ts';
import type { Clock } from '#server/clock.ts';
import type { Secrets } from '#server/secrets.ts';
import { attributesForDraft, currentDraftKey, sealDraft } from '#server/assessments/index.ts';
import type { DraftKey } from '#server/crypto/draft-key-ring.ts';
import { respondentKey } from '#server/assessments/index.ts';
import { releaseKeysOf, releaseWaiting } from '#server/releases/index.ts';
import { findDemoOrganisation } from '#server/organisations/index.ts';
import { insertAssessment, insertDemoOrganisation, insertDrafts, insertParticipations, insertPeople, lockDemoSeed } from './queries.ts';

export const DEMO_ORGANISATION_NAME = 'Harbourview Trading (fictional demo)';

/** A small deterministic pseudo-random generator: the demo looks the same on every install. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const FIRST = ['Alex', 'Sam', 'Jordan', 'Priya', 'Tomasz', 'Amara', 'Leon', 'Mei', 'Oisin', 'Fatima', 'Noah', 'Zara'];
const LAST = ['Fictional', 'Example', 'Sample', 'Placeholder', 'Demo', 'Specimen'];

// Team sizes: two teams above the threshold and one below it, so the hidden state shows.
const TEAMS = [
  { manager: 'Morgan Demo-Lead', size: 12, department: 'Operations' },
  { manager: 'Riley Demo-Lead', size: 14, department: 'Product' },
  { manager: 'Casey Demo-Lead', size: 4, department: 'Finance' },
];
const DEMO_TENURE = ['under_1', '1_2', '2_5', '5_10'] as const;
const UNASSIGNED = 4;

// How people tend to answer each DEIB domain (mean on the 1-5 scale), per wave: wave 2 improves.
const DOMAIN_TENDENCY: Record<string, [number, number]> = {
  'leadership-governance': [3.1, 3.6],
  'recruitment-hiring': [2.6, 2.9],
  'culture-belonging': [3.8, 4.1],
};

type Person = typeof users.$inferInsert & { id: string; managerId: string | null };

/**
 * Seeds the read-only demo organisation once: fictional people (who cannot sign in: they
 * have no passwords), three teams, and two waves of the DEIB assessment. Answers take the
 * product's own path: sealed drafts, completed, then released in batches by the release
 * job's code, so the demo shows exactly what a real organisation would. Rows go in bulk, a
 * statement per table and batch rather than per person: on a new embedded database each
 * statement is a round trip that start-up waits for.
 */
export async function seedDemoOrganisation(db: Database, clock: Clock, secrets: Secrets): Promise<void> {
  if (await findDemoOrganisation(db)) return;
  const now = clock.now();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);

  await db.transaction(async (tx) => {
    // App processes starting together on one PostgreSQL would each seed it (and all but one
    // fail on the unique name): the first seeds under this lock, the others find it there.
    await lockDemoSeed(tx);
    if (await findDemoOrganisation(tx)) return;
    const organisation = await insertDemoOrganisation(tx, {
      name: DEMO_ORGANISATION_NAME,
      selectedCategories: ['deib-assessment'],
      defaultDomains: Object.keys(DOMAIN_TENDENCY),
    });

    const people = demoPeople(organisation.id, daysAgo);
    await insertPeople(tx, people);

    const demo: DemoOrganisation = {
      organisationId: organisation.id,
      people,
      questions: questionsForSet('deib-assessment'),
      keys: releaseKeysOf(secrets),
      secrets,
      random: generator(20261122),
    };
    const waves: DemoWave[] = [
      { wave: 1, status: 'closed', openedAt: daysAgo(100), closedAt: daysAgo(70), completion: 0.9 },
      { wave: 2, status: 'open', openedAt: daysAgo(10), closedAt: null, completion: 0.75 },
    ];
    for (const wave of waves) await seedWave(tx, demo, wave);
  });
}

/** The demo's fictional people: an administrator, the teams with their managers, and a few without a manager. */
function demoPeople(organisationId: string, daysAgo: (days: number) => Date): Person[] {
  // Ids are made here so that managers and their reports go in one statement.
  let serial = 0;
  const person = (
    role: 'employee' | 'manager' | 'organisation_admin',
    managerId: string | null,
    name?: string,
    department = 'Finance',
  ): Person => {
    serial += 1;
    const [firstName = 'Demo', lastName = 'Person'] = name
      ? name.split(' ')
      : [FIRST[serial % FIRST.length], `${LAST[serial % LAST.length]} ${serial}`];
    return {
      id: crypto.randomUUID(),
      organisationId,
      email: `person${serial}@demo.culturelens.invalid`,
      firstName,
      lastName,
      role,
      managerId,
      // Attributes to break results down by: a department per team, two offices, tenure bands.
      attributes: {
        department,
        location: serial % 3 === 0 ? 'Manchester' : 'London',
        tenure: DEMO_TENURE[serial % DEMO_TENURE.length] ?? 'under_1',
      },
      emailVerifiedAt: daysAgo(120),
      consentedAt: daysAgo(110),
      consentVersion: 'alpha-v1',
      createdAt: daysAgo(120),
    };
  };

  const people: Person[] = [person('organisation_admin', null, 'Jamie Demo-Admin')];
  for (const team of TEAMS) {
    const manager = person('manager', null, team.manager, team.department);
    people.push(manager);
    for (let i = 0; i < team.size; i += 1) people.push(person('employee', manager.id, undefined, team.department));
  }
  for (let i = 0; i < UNASSIGNED; i += 1) people.push(person('employee', null));
  return people;
}

interface DemoOrganisation {
  organisationId: string;
  people: readonly Person[];
  questions: ReturnType<typeof questionsForSet>;
  keys: ReturnType<typeof releaseKeysOf>;
  secrets: Secrets;
  /** Shared by the waves, in order, so the demo's answers are the same on every install. */
  random: () => number;
}

interface DemoWave {
  wave: 1 | 2;
  status: 'closed' | 'open';
  openedAt: Date;
  closedAt: Date | null;
  /** The share of people who complete it. */
  completion: number;
}

/** One wave of the DEIB assessment: the assessment, who completed it, and their answers released as the release job would. */
async function seedWave(tx: Database, demo: DemoOrganisation, wave: DemoWave): Promise<void> {
  const { organisationId, random } = demo;
  const assessment = await insertAssessment(tx, {
    organisationId,
    questionSetId: 'deib-assessment',
    questionSetVersion: 1,
    title: wave.wave === 1 ? 'DEIB baseline' : 'DEIB follow-up',
    description: 'Diversity, equity, inclusion and belonging across Harbourview Trading (fictional).',
    status: wave.status,
    wave: wave.wave,
    openedAt: wave.openedAt,
    closedAt: wave.closedAt,
    createdAt: wave.openedAt,
    updatedAt: wave.closedAt ?? wave.openedAt,
  });
  const respondents = demo.people.filter(() => random() <= wave.completion);
  const completions = respondents.map((member, index) => {
    const completedAt = new Date(wave.openedAt.getTime() + (1 + (index / respondents.length) * 5) * 24 * 60 * 60_000);
    const answers = new Map<string, number | null>();
    for (const question of demo.questions) {
      const tendency = DOMAIN_TENDENCY[question.domain]?.[wave.wave - 1] ?? 3;
      answers.set(question.id, random() < 0.06 ? null : Math.min(5, Math.max(1, Math.round(tendency + (random() - 0.5) * 2.6))));
    }
    const key = respondentKey(demo.secrets.respondentSecret, assessment.id, member.id);
    return {
      completedAt,
      participation: { assessmentId: assessment.id, userId: member.id, organisationId, teamManagerId: member.managerId, completed: true },
      draft: (draftKey: DraftKey) => ({
        organisationId,
        assessmentId: assessment.id,
        respondentKey: key,
        completed: true,
        sealed: sealDraft(draftKey, assessment.id, key, {
          team: member.managerId ?? '',
          attributes: attributesForDraft(member.attributes),
          answers,
        }),
      }),
    };
  });
  await insertParticipations(
    tx,
    completions.map((completion) => completion.participation),
  );

  // As the release job would, dated the day of the last person in it: the closed wave in
  // one release at its close; the open wave released once, its last three people still held back.
  const released = wave.status === 'closed' ? completions : completions.slice(0, -3);
  const heldBack = completions.slice(released.length);
  const lastReleased = released.at(-1);
  // Each under the key of the epoch it waits in, as the release job leaves them.
  const sealedNow = async (chosen: typeof completions) => {
    const draftKey = await currentDraftKey(tx, demo.keys.drafts, organisationId, assessment.id);
    return chosen.map((completion) => completion.draft(draftKey));
  };
  await insertDrafts(tx, await sealedNow(released));
  if (lastReleased)
    await releaseWaiting(tx, demo.keys, { now: () => lastReleased.completedAt }, assessment.id, { final: wave.status === 'closed' });
  if (heldBack.length > 0) await insertDrafts(tx, await sealedNow(heldBack));
}
