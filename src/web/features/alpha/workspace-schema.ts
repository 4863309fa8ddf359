import { z } from 'zod';
import { CATEGORY_SET_IDS, QUESTION_SET_IDS } from '#domain/question-bank.ts';
import { normaliseRole } from '#domain/roles.ts';
import { CellTallySchema, DomainTallySchema } from '#domain/tallies.ts';
import { EmailSchema, OrganisationNameSchema, personName } from '#domain/validation.ts';
import { PasswordHashSchema } from './password-hash.ts';

/*
 * The local workspace, as stored in the browser and as exported to a file. Version 4 is the
 * current one (version 3 and the imports of its answers into the server organisation); version 3
 * added the move to a server organisation to version 2; version 1 is the prototype's storage
 * under the same keys (snake_case, no version, passwords in plain text).
 * `migrateWorkspace` brings any of them to version 4.
 */

export const WORKSPACE_VERSION = 4;

/** People of a local workspace answer on the facilitator's device: employees and managers, as setup allows. */
export const LOCAL_PERSON_ROLES = ['employee', 'manager'] as const;
const PersonRoleSchema = z.enum(LOCAL_PERSON_ROLES);
const IsoTime = z.iso.datetime({ offset: true });
const AnswerValueSchema = z.number().int().min(1).max(5).nullable();

const UserSchema = z.object({
  id: z.uuid(),
  email: EmailSchema,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  organisationId: z.uuid(),
  role: z.literal('organisation_admin'),
  /** Null only for a workspace carried over from the prototype, until the facilitator chooses one. */
  passwordHash: PasswordHashSchema.nullable(),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});

const OrganisationSchema = z.object({
  id: z.uuid(),
  name: OrganisationNameSchema,
  settings: z.object({ allowSelfRegistration: z.boolean(), requireEmailVerification: z.boolean() }),
  defaultDomains: z.array(z.string().max(100)).max(50),
  selectedCategories: z.array(z.enum(CATEGORY_SET_IDS)).max(CATEGORY_SET_IDS.length),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});

const PersonSchema = z.object({ id: z.uuid(), email: EmailSchema, role: PersonRoleSchema, addedAt: IsoTime });

const AssessmentSchema = z.object({
  id: z.uuid(),
  questionSetId: z.enum(QUESTION_SET_IDS),
  title: z.string().min(1).max(200),
  status: z.enum(['open', 'closed']),
  openedAt: IsoTime,
  closedAt: IsoTime.nullable(),
});

/** One person's answers, linked to nobody: question id → value, null for "Prefer not to say". */
const AnswerSheetSchema = z.record(z.string().max(100), AnswerValueSchema);

const PublicationSchema = z.object({
  sequence: z.number().int().min(1),
  publishedOn: z.iso.date(),
  respondents: z.number().int().min(0),
  figures: z.object({
    domains: z.record(z.string(), DomainTallySchema.nullable()),
    cells: z.record(z.string(), CellTallySchema.nullable()),
  }),
  /** Every respondent set ever published, per domain: what the auditor checks the next publication against. */
  history: z.record(z.string(), z.array(z.object({ group: z.string(), upTo: z.number().int() }))),
  /** The heat-map cells ever published, per domain (group: question id); absent from workspaces saved before cells were audited in answers. */
  cellHistory: z.record(z.string(), z.array(z.object({ group: z.string(), upTo: z.number().int() }))).optional(),
  /** Domains and questions whose figure leaves out released answers that wait for more. */
  waiting: z.array(z.string()).optional(),
});

/**
 * One assessment's answers. Who completed is kept apart from what was answered: the sheets
 * carry no person, and wait until six can be released together, as on the server.
 */
const AssessmentResponsesSchema = z.object({
  completedBy: z.array(z.uuid()),
  waiting: z.array(AnswerSheetSchema),
  releases: z.array(z.object({ sequence: z.number().int().min(1), releasedOn: z.iso.date(), sheets: z.array(AnswerSheetSchema) })),
  publication: PublicationSchema.nullable(),
});

export const WorkspaceV2Schema = z.object({
  version: z.literal(2),
  user: UserSchema,
  organisation: OrganisationSchema,
  people: z.array(PersonSchema).max(2000),
  assessments: z.array(AssessmentSchema).max(200),
  selectedAssessmentId: z.uuid().nullable(),
  responses: z.record(z.uuid(), AssessmentResponsesSchema),
});
export type WorkspaceV2 = z.infer<typeof WorkspaceV2Schema>;

/**
 * The workspace's move to a server organisation: started when the facilitator chose to move it,
 * filled in step by step as the server confirms each part, so a move interrupted and resumed
 * never invites twice or creates an assessment twice. The workspace stays in the browser.
 */
const MoveSchema = z.object({
  startedAt: IsoTime,
  /** The server organisation it moves into, once the move reached the server. */
  organisation: z.object({ id: z.uuid(), name: z.string().max(200) }).nullable(),
  /** When the people were invited there (null: not yet). */
  invitedAt: IsoTime.nullable(),
  /** Local assessment id → the server assessment started for its question set. */
  assessments: z.record(z.uuid(), z.uuid()),
  /** When every part had reached the server: the workspace is then marked as moved. */
  movedAt: IsoTime.nullable(),
});

export const WorkspaceV3Schema = WorkspaceV2Schema.extend({ version: z.literal(3), move: MoveSchema.nullable() });
export type WorkspaceV3 = z.infer<typeof WorkspaceV3Schema>;

/**
 * A local assessment's answers imported into the server organisation (decision 0029): the
 * assessment created closed for them, how many people's sheets, and when the server confirmed
 * the import (null: created, import not confirmed yet — a retry imports into the same one).
 */
const AnswerImportSchema = z.object({ assessmentId: z.uuid(), respondents: z.number().int().min(0), importedAt: IsoTime.nullable() });

/** Version 4: the move also records, per local assessment, the import of its answers. */
const MoveV4Schema = MoveSchema.extend({ imports: z.record(z.uuid(), AnswerImportSchema) });

export const WorkspaceV4Schema = WorkspaceV2Schema.extend({ version: z.literal(4), move: MoveV4Schema.nullable() });
/** The current version: what the app reads and writes. */
export const WorkspaceSchema = WorkspaceV4Schema;
export type Workspace = z.infer<typeof WorkspaceV4Schema>;
export type WorkspaceMove = z.infer<typeof MoveV4Schema>;
export type LocalPerson = Workspace['people'][number];
export type LocalAssessment = Workspace['assessments'][number];
export type AssessmentResponses = z.infer<typeof AssessmentResponsesSchema>;
export type AnswerSheet = z.infer<typeof AnswerSheetSchema>;
export type LocalPublication = z.infer<typeof PublicationSchema>;

const LegacyRoleSchema = z.string().transform((value) => normaliseRole(value) ?? 'employee');

/** The prototype's storage (spec/01 §3, spec/02 §3): snake_case, no version, plain-text passwords. */
export const WorkspaceV1Schema = z.object({
  version: z.literal(1),
  user: z.looseObject({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    password: z.string().optional(),
    created_at: z.string().optional(),
  }),
  organisation: z.looseObject({
    id: z.string(),
    name: z.string(),
    created_at: z.string().optional(),
    default_domains: z.array(z.string()).optional(),
    selected_categories: z.array(z.string()).optional(),
  }),
  invitations: z.array(z.looseObject({ email: z.string(), role: LegacyRoleSchema, created_at: z.string().optional() })).default([]),
  employees: z.array(z.looseObject({ email: z.string(), role: LegacyRoleSchema, password: z.string().optional() })).default([]),
});
export type WorkspaceV1 = z.infer<typeof WorkspaceV1Schema>;

/** Any stored version; `migrateWorkspace` brings it to the current one. */
export const StoredWorkspaceSchema = z.discriminatedUnion('version', [
  WorkspaceV1Schema,
  WorkspaceV2Schema,
  WorkspaceV3Schema,
  WorkspaceV4Schema,
]);
export type StoredWorkspace = z.infer<typeof StoredWorkspaceSchema>;
