import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { memoryStorage, sampleWorkspace, testTools } from './test-fixtures.ts';
import { ALPHA_KEYS, loadWorkspace, readWorkspaceFile, saveWorkspace, workspaceFileText, clearWorkspace } from './workspace-store.ts';
import { migrateV1ToV2 } from './workspace-migration.ts';
import { WorkspaceSchema, WorkspaceV1Schema, type Workspace } from './workspace-schema.ts';

/** What the prototype left in a browser: snake_case records under the spec's keys, passwords in plain text. */
const prototypeStorage = () =>
  memoryStorage({
    alpha_user: JSON.stringify({
      id: 'alpha-user-1',
      email: 'Admin@Example.test',
      first_name: 'Ada',
      last_name: 'Admin',
      organisation_id: 'alpha-org-1',
      role: 'organisation_admin',
      password: 'prototype-secret-1',
      created_at: '2025-03-01T09:00:00.000Z',
    }),
    alpha_organisation: JSON.stringify({
      id: 'alpha-org-1',
      name: 'Prototype Ltd',
      created_at: '2025-03-01T09:00:00.000Z',
      settings: { allow_self_registration: false, require_email_verification: false },
      default_domains: ['alignment'],
      selected_categories: ['culture-change-readiness', 'not-a-category'],
    }),
    alpha_invitations: JSON.stringify([
      { id: 'i1', token: 't1', email: 'ben@example.test', role: 'EMPLOYEE', status: 'pending' },
      { id: 'i2', token: 't2', email: 'cat@example.test', role: 'MANAGER', status: 'accepted' },
      { id: 'i3', token: 't3', email: 'not an address', role: 'employee', status: 'pending' },
    ]),
    alpha_employees: JSON.stringify([
      { id: 'e1', email: 'cat@example.test', first_name: 'Cat', last_name: 'C', role: 'manager', password: 'employee-plain-2' },
    ]),
    alpha_setup: JSON.stringify({ org_name: 'Prototype Ltd', completed_at: '2025-03-01T09:05:00.000Z' }),
  });

describe('the local workspace storage', () => {
  it('finds nothing in a browser that has no workspace', async () => {
    expect(await loadWorkspace(memoryStorage(), testTools)).toEqual({ state: 'none' });
  });

  it('writes version 4 under the spec keys and reads back the same workspace', async () => {
    const storage = memoryStorage();
    const workspace = sampleWorkspace();
    saveWorkspace(storage, workspace);
    expect(storage.getItem(ALPHA_KEYS.version)).toBe('4');
    expect(JSON.parse(storage.getItem('alpha_user') ?? 'null')).toMatchObject({ email: 'facilitator@example.test' });
    expect(JSON.parse(storage.getItem('alpha_organisation') ?? 'null')).toMatchObject({ name: 'Local Works' });
    expect(await loadWorkspace(storage, testTools)).toEqual({ state: 'ready', workspace });
  });

  it('refuses stored data that fails the schema instead of using it', async () => {
    const storage = memoryStorage();
    saveWorkspace(storage, sampleWorkspace());
    storage.setItem('alpha_employees', JSON.stringify([{ email: 'x@example.test', role: 'platform_admin' }]));
    expect(await loadWorkspace(storage, testTools)).toEqual({ state: 'unreadable' });
  });

  it('migrates the prototype’s version 1 to the current version, hashing the facilitator’s password and dropping the employees’ plain-text ones', async () => {
    const storage = prototypeStorage();
    const loaded = await loadWorkspace(storage, testTools);
    if (loaded.state !== 'ready') throw new Error(`expected a workspace, got ${loaded.state}`);
    const { workspace } = loaded;
    expect(WorkspaceSchema.parse(workspace)).toEqual(workspace);
    expect(workspace.move).toBeNull();
    expect(workspace.user).toMatchObject({ email: 'admin@example.test', firstName: 'Ada', lastName: 'Admin', role: 'organisation_admin' });
    expect(workspace.user.passwordHash).toEqual(await testTools.hashPassword('prototype-secret-1'));
    expect(workspace.organisation).toMatchObject({
      name: 'Prototype Ltd',
      selectedCategories: ['culture-change-readiness'],
      defaultDomains: ['alignment'],
      settings: { allowSelfRegistration: false, requireEmailVerification: false },
    });
    expect(workspace.people.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'ben@example.test', role: 'employee' },
      { email: 'cat@example.test', role: 'manager' },
    ]);
    // Written back as the current version at once: no plain-text password is left anywhere in storage.
    expect(storage.getItem(ALPHA_KEYS.version)).toBe('4');
    const everything = [...storage.items.values()].join('\n');
    expect(everything).not.toContain('prototype-secret-1');
    expect(everything).not.toContain('employee-plain-2');
    expect(storage.getItem('alpha_invitations')).toBeNull();
    expect(await loadWorkspace(storage, testTools)).toEqual({ state: 'ready', workspace });
  });

  it('migrates version 2 to version 4: a workspace not moved yet, written back at once', async () => {
    const { move: _none, ...current } = sampleWorkspace();
    const v2 = { ...current, version: 2 };
    const storage = memoryStorage({
      alpha_workspace_version: '2',
      alpha_user: JSON.stringify(v2.user),
      alpha_organisation: JSON.stringify(v2.organisation),
      alpha_employees: JSON.stringify([
        { id: '33333333-3333-4333-8333-333333333333', email: 'ben@example.test', role: 'manager', addedAt: '2026-11-27T10:00:00.000Z' },
      ]),
      alpha_assessments: JSON.stringify([]),
      selected_assessment: 'null',
      alpha_assessment_responses: JSON.stringify({}),
    });
    const loaded = await loadWorkspace(storage, testTools);
    if (loaded.state !== 'ready') throw new Error(`expected a workspace, got ${loaded.state}`);
    expect(loaded.workspace).toMatchObject({
      version: 4,
      move: null,
      organisation: { name: 'Local Works' },
      people: [{ email: 'ben@example.test', role: 'manager' }],
    });
    expect(storage.getItem(ALPHA_KEYS.version)).toBe('4');
    expect(storage.getItem(ALPHA_KEYS.move)).toBe('null');
    expect(await loadWorkspace(storage, testTools)).toEqual(loaded);
    // A file exported before the move existed imports as version 4 too.
    expect(await readWorkspaceFile(JSON.stringify({ format: 'culturelens-local-workspace', ...v2 }), testTools)).toEqual({
      ok: true,
      workspace: { ...v2, version: 4, move: null },
    });
  });

  it('migrates version 3 to version 4: a move made before answers could be imported has imported none', async () => {
    const move = {
      startedAt: '2026-11-28T09:00:00.000Z',
      organisation: { id: '44444444-4444-4444-8444-444444444444', name: 'Local Works' },
      invitedAt: '2026-11-28T09:05:00.000Z',
      assessments: {},
      movedAt: '2026-11-28T09:05:00.000Z',
    };
    const storage = memoryStorage();
    saveWorkspace(storage, { ...sampleWorkspace(), move: { ...move, imports: {} } });
    storage.setItem(ALPHA_KEYS.version, '3');
    storage.setItem(ALPHA_KEYS.move, JSON.stringify(move));
    const loaded = await loadWorkspace(storage, testTools);
    if (loaded.state !== 'ready') throw new Error(`expected a workspace, got ${loaded.state}`);
    expect(loaded.workspace).toMatchObject({ version: 4, move: { ...move, imports: {} } });
    expect(storage.getItem(ALPHA_KEYS.version)).toBe('4');
    expect(JSON.parse(storage.getItem(ALPHA_KEYS.move) ?? 'null')).toEqual({ ...move, imports: {} });
    // A recorded import must name a server assessment by its id.
    storage.setItem(
      ALPHA_KEYS.move,
      JSON.stringify({ ...move, imports: { [sampleWorkspace().user.id]: { assessmentId: 'nope', respondents: 6, importedAt: null } } }),
    );
    expect(await loadWorkspace(storage, testTools)).toEqual({ state: 'unreadable' });
  });

  it('keeps a move across a reload, and refuses a move whose server ids are not ids', async () => {
    const storage = memoryStorage();
    const moved: Workspace = {
      ...sampleWorkspace(),
      move: {
        startedAt: '2026-11-28T09:00:00.000Z',
        organisation: { id: '44444444-4444-4444-8444-444444444444', name: 'Local Works' },
        invitedAt: '2026-11-28T09:05:00.000Z',
        assessments: {},
        movedAt: '2026-11-28T09:05:00.000Z',
        imports: {},
      },
    };
    saveWorkspace(storage, moved);
    expect(await loadWorkspace(storage, testTools)).toEqual({ state: 'ready', workspace: moved });
    storage.setItem(ALPHA_KEYS.move, JSON.stringify({ ...moved.move, organisation: { id: 'not-an-id', name: 'x' } }));
    expect(await loadWorkspace(storage, testTools)).toEqual({ state: 'unreadable' });
  });

  it('leaves the facilitator without a password when the prototype stored none, for them to choose one', async () => {
    const v1 = WorkspaceV1Schema.parse({
      version: 1,
      user: { id: 'u', email: 'a@example.test', first_name: 'A', last_name: 'B' },
      organisation: { id: 'o', name: 'Org' },
    });
    const workspace = await migrateV1ToV2(v1, testTools);
    expect(workspace.user.passwordHash).toBeNull();
    expect(workspace.people).toEqual([]);
  });

  it('forgets every key of the workspace', () => {
    const storage = prototypeStorage();
    storage.setItem('unrelated', 'kept');
    clearWorkspace(storage);
    expect([...storage.items.keys()]).toEqual(['unrelated']);
  });
});

describe('the workspace file', () => {
  it('round-trips through export and import', async () => {
    const workspace = sampleWorkspace();
    expect(await readWorkspaceFile(workspaceFileText(workspace), testTools)).toEqual({ ok: true, workspace });
  });

  it('refuses what is not JSON, not a workspace, or a damaged one, saying why', async () => {
    const refusal = async (text: string) => {
      const read = await readWorkspaceFile(text, testTools);
      return read.ok ? null : i18n._(read.message);
    };
    expect(await refusal('not json')).toBe('This file is not a CultureLens workspace: it is not JSON.');
    expect(await refusal(JSON.stringify({ hello: 'world' }))).toBe('This file is not a CultureLens workspace.');
    const damaged = JSON.parse(workspaceFileText(sampleWorkspace())) as Record<string, unknown>;
    damaged.people = [{ id: 'nope', email: 'x', role: 'employee', addedAt: 'yesterday' }];
    expect(await readWorkspaceFile(JSON.stringify(damaged), testTools)).toMatchObject({ ok: false });
  });
});
