import { z } from 'zod';
import { CATEGORY_SET_IDS, type QuestionSetId } from '#domain/question-bank.ts';
import { EmailSchema } from '#domain/validation.ts';
import type { PasswordHash } from './password-hash.ts';
import {
  WorkspaceV2Schema,
  WorkspaceV3Schema,
  WorkspaceV4Schema,
  type LocalPerson,
  type StoredWorkspace,
  type Workspace,
  type WorkspaceV1,
  type WorkspaceV2,
  type WorkspaceV3,
} from './workspace-schema.ts';

export type MigrationTools = {
  hashPassword: (password: string) => Promise<PasswordHash>;
  now: () => Date;
  newId: () => string;
};

const isUuid = (value: string) => z.uuid().safeParse(value).success;
const timeOr = (value: string | undefined, fallback: string) =>
  value && z.iso.datetime({ offset: true }).safeParse(value).success ? value : fallback;
const categoriesOf = (ids: readonly string[] | undefined) =>
  (ids ?? []).filter((id): id is (typeof CATEGORY_SET_IDS)[number] & QuestionSetId => (CATEGORY_SET_IDS as readonly string[]).includes(id));

/** The prototype's invitations and employees as one list of people, by address; invalid addresses are left out. */
function peopleOf(v1: WorkspaceV1, tools: MigrationTools, at: string): LocalPerson[] {
  const people = new Map<string, LocalPerson>();
  for (const entry of [...v1.invitations, ...v1.employees]) {
    const email = EmailSchema.safeParse(entry.email);
    if (!email.success || people.has(email.data)) continue;
    people.set(email.data, { id: tools.newId(), email: email.data, role: entry.role === 'manager' ? 'manager' : 'employee', addedAt: at });
  }
  return [...people.values()];
}

/**
 * Version 1 (the prototype's) to version 2. Every plain-text password goes: the facilitator's is
 * hashed; the employees' are dropped, as people of a local workspace do not sign in. Ids that are
 * not UUIDs are replaced. The prototype's answers were tied to people and are not carried over.
 */
export async function migrateV1ToV2(v1: WorkspaceV1, tools: MigrationTools): Promise<WorkspaceV2> {
  const at = tools.now().toISOString();
  const organisationId = isUuid(v1.organisation.id) ? v1.organisation.id : tools.newId();
  const createdAt = timeOr(v1.organisation.created_at, at);
  const workspace: WorkspaceV2 = {
    version: 2,
    user: {
      id: isUuid(v1.user.id) ? v1.user.id : tools.newId(),
      email: v1.user.email,
      firstName: v1.user.first_name,
      lastName: v1.user.last_name,
      organisationId,
      role: 'organisation_admin',
      passwordHash: v1.user.password ? await tools.hashPassword(v1.user.password) : null,
      createdAt: timeOr(v1.user.created_at, at),
      updatedAt: at,
    },
    organisation: {
      id: organisationId,
      name: v1.organisation.name,
      settings: { allowSelfRegistration: false, requireEmailVerification: false },
      defaultDomains: v1.organisation.default_domains ?? [],
      selectedCategories: categoriesOf(v1.organisation.selected_categories),
      createdAt,
      updatedAt: at,
    },
    people: peopleOf(v1, tools, at),
    assessments: [],
    selectedAssessmentId: null,
    responses: {},
  };
  // The result must be a valid version 2: a name or address the prototype let through is refused here.
  return WorkspaceV2Schema.parse(workspace);
}

/** Version 2 to version 3: a workspace of version 2 was never moved, so its move is none yet. */
export function migrateV2ToV3(v2: WorkspaceV2): WorkspaceV3 {
  return WorkspaceV3Schema.parse({ ...v2, version: 3, move: null });
}

/** Version 3 to version 4: answers were never imported before version 4, so a move has no imports yet. */
export function migrateV3ToV4(v3: WorkspaceV3): Workspace {
  return WorkspaceV4Schema.parse({ ...v3, version: 4, move: v3.move ? { ...v3.move, imports: {} } : null });
}

/** Any stored version, as the current one, one version at a time. */
export async function migrateWorkspace(stored: StoredWorkspace, tools: MigrationTools): Promise<Workspace> {
  if (stored.version === 4) return stored;
  if (stored.version === 3) return migrateV3ToV4(stored);
  return migrateV3ToV4(migrateV2ToV3(stored.version === 1 ? await migrateV1ToV2(stored, tools) : stored));
}
