import { useCallback, useEffect, useState } from 'react';
import { hashPassword } from './password-hash.ts';
import type { MigrationTools } from './workspace-migration.ts';
import { WorkspaceSchema, type Workspace } from './workspace-schema.ts';
import { ALPHA_USER_CREATED, clearWorkspace, loadWorkspace, saveWorkspace, type LoadedWorkspace } from './workspace-store.ts';

export const browserTools: MigrationTools = {
  hashPassword: (password) => hashPassword(password),
  now: () => new Date(),
  newId: () => crypto.randomUUID(),
};

export type WorkspaceState = LoadedWorkspace | { state: 'loading' };

/**
 * The local workspace of this browser, kept in step with its storage: another tab's change (a
 * storage event) or a new local user (alphaUserCreated, spec/01 §4) reads it again.
 */
export function useLocalWorkspace() {
  const [loaded, setLoaded] = useState<WorkspaceState>({ state: 'loading' });

  const reload = useCallback(() => {
    void loadWorkspace(window.localStorage, browserTools).then(setLoaded);
  }, []);

  useEffect(() => {
    reload();
    window.addEventListener('storage', reload);
    window.addEventListener(ALPHA_USER_CREATED, reload);
    return () => {
      window.removeEventListener('storage', reload);
      window.removeEventListener(ALPHA_USER_CREATED, reload);
    };
  }, [reload]);

  /** Stores a whole workspace (new, imported or changed), checked against the schema first. */
  const replace = useCallback((workspace: Workspace, options: { newUser?: boolean } = {}) => {
    const valid = WorkspaceSchema.parse(workspace);
    saveWorkspace(window.localStorage, valid);
    setLoaded({ state: 'ready', workspace: valid });
    if (options.newUser) window.dispatchEvent(new Event(ALPHA_USER_CREATED));
  }, []);

  const forget = useCallback(() => {
    clearWorkspace(window.localStorage);
    window.sessionStorage.removeItem(HAND_ROUND_KEY);
    setLoaded({ state: 'none' });
  }, []);

  return { loaded, replace, forget };
}

/**
 * Which assessment the device is being handed round for, in this tab's session storage: a reload
 * while it goes round stays in the answering view, and only the facilitator's password leaves it.
 */
export const HAND_ROUND_KEY = 'alpha_hand_round';

export function useHandRound() {
  const [assessmentId, setAssessmentId] = useState<string | null>(() => window.sessionStorage.getItem(HAND_ROUND_KEY));
  const start = useCallback((id: string) => {
    window.sessionStorage.setItem(HAND_ROUND_KEY, id);
    setAssessmentId(id);
  }, []);
  const stop = useCallback(() => {
    window.sessionStorage.removeItem(HAND_ROUND_KEY);
    setAssessmentId(null);
  }, []);
  return { assessmentId, start, stop };
}
