import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { migrateWorkspace, type MigrationTools } from './workspace-migration.ts';
import { StoredWorkspaceSchema, WORKSPACE_VERSION, type Workspace } from './workspace-schema.ts';
import { ALPHA_KEYS } from './alpha-keys.ts';

/*
 * The workspace in the browser's local storage, under the specification's keys (spec/02 §7)
 * and three of ours: the version, the list of assessments, and the move to a server. Every read is parsed with the
 * versioned schema; an older version is migrated and written back at once.
 */

export { ALPHA_KEYS };

/** Fired on the window when a local workspace's user is created or replaced (spec/01 §4). */
export const ALPHA_USER_CREATED = 'alphaUserCreated';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readJson(storage: KeyValueStore, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The stored keys gathered into one object of the versioned schema (no version key: the prototype's version 1). */
function gather(storage: KeyValueStore): unknown {
  const version = storage.getItem(ALPHA_KEYS.version);
  if (version === null) {
    return {
      version: 1,
      user: readJson(storage, ALPHA_KEYS.user),
      organisation: readJson(storage, ALPHA_KEYS.organisation),
      invitations: readJson(storage, ALPHA_KEYS.invitations),
      employees: readJson(storage, ALPHA_KEYS.employees),
    };
  }
  return {
    version: Number(version),
    user: readJson(storage, ALPHA_KEYS.user),
    organisation: readJson(storage, ALPHA_KEYS.organisation),
    people: readJson(storage, ALPHA_KEYS.employees),
    assessments: readJson(storage, ALPHA_KEYS.assessments),
    selectedAssessmentId: readJson(storage, ALPHA_KEYS.selectedAssessment) ?? null,
    responses: readJson(storage, ALPHA_KEYS.responses),
    // Absent before version 3, where the schema does not read it.
    move: readJson(storage, ALPHA_KEYS.move) ?? null,
  };
}

export type LoadedWorkspace = { state: 'none' } | { state: 'unreadable' } | { state: 'ready'; workspace: Workspace };

/** The stored workspace, migrated to the current version; 'unreadable' when what is stored fails the schema. */
export async function loadWorkspace(storage: KeyValueStore, tools: MigrationTools): Promise<LoadedWorkspace> {
  if (storage.getItem(ALPHA_KEYS.user) === null) return { state: 'none' };
  const parsed = StoredWorkspaceSchema.safeParse(gather(storage));
  if (!parsed.success) return { state: 'unreadable' };
  const workspace = await migrateWorkspace(parsed.data, tools);
  if (parsed.data.version !== WORKSPACE_VERSION) saveWorkspace(storage, workspace);
  return { state: 'ready', workspace };
}

export function saveWorkspace(storage: KeyValueStore, workspace: Workspace): void {
  storage.setItem(ALPHA_KEYS.user, JSON.stringify(workspace.user));
  storage.setItem(ALPHA_KEYS.organisation, JSON.stringify(workspace.organisation));
  storage.setItem(ALPHA_KEYS.employees, JSON.stringify(workspace.people));
  storage.setItem(ALPHA_KEYS.assessments, JSON.stringify(workspace.assessments));
  storage.setItem(ALPHA_KEYS.selectedAssessment, JSON.stringify(workspace.selectedAssessmentId));
  storage.setItem(ALPHA_KEYS.responses, JSON.stringify(workspace.responses));
  storage.setItem(ALPHA_KEYS.move, JSON.stringify(workspace.move));
  // Version 1's invitation list and setup record are folded into the people and the organisation.
  storage.removeItem(ALPHA_KEYS.invitations);
  storage.removeItem(ALPHA_KEYS.setup);
  storage.setItem(ALPHA_KEYS.version, String(WORKSPACE_VERSION));
}

/** Forgets the workspace: every key it uses. */
export function clearWorkspace(storage: KeyValueStore): void {
  for (const key of Object.values(ALPHA_KEYS)) storage.removeItem(key);
}

const FILE_FORMAT = 'culturelens-local-workspace';
const WorkspaceFileHeaderSchema = z.object({ format: z.literal(FILE_FORMAT) });

/** The workspace as a file's text: JSON, with a format marker. */
export function workspaceFileText(workspace: Workspace): string {
  return JSON.stringify({ format: FILE_FORMAT, ...workspace }, null, 2);
}

export type ImportedWorkspace = { ok: true; workspace: Workspace } | { ok: false; message: MessageDescriptor };

/** A workspace file's text, validated with the versioned schema and migrated; never trusted as it is. */
export async function readWorkspaceFile(text: string, tools: MigrationTools): Promise<ImportedWorkspace> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: msg`This file is not a CultureLens workspace: it is not JSON.` };
  }
  if (!WorkspaceFileHeaderSchema.safeParse(data).success) return { ok: false, message: msg`This file is not a CultureLens workspace.` };
  const parsed = StoredWorkspaceSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, message: msg`This workspace file is damaged or from an unknown version, so nothing was imported.` };
  return { ok: true, workspace: await migrateWorkspace(parsed.data, tools) };
}
