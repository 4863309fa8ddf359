import type { Workspace } from './workspace-schema.ts';

/** An in-memory stand-in for window.localStorage. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

let counter = 0;
/** Migration tools with a fixed clock, counting ids, and a fast hash marked so tests can see it was used. */
export const testTools = {
  now: () => new Date('2026-11-27T10:00:00.000Z'),
  newId: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
  hashPassword: async (password: string) => ({
    algorithm: 'PBKDF2-SHA-256' as const,
    iterations: 100_000,
    salt: 'AAAA',
    hash: btoa(`hashed:${password.length}`),
  }),
};

export function sampleWorkspace(): Workspace {
  const at = '2026-11-27T10:00:00.000Z';
  const organisationId = '11111111-1111-4111-8111-111111111111';
  return {
    version: 4,
    user: {
      id: '22222222-2222-4222-8222-222222222222',
      email: 'facilitator@example.test',
      firstName: 'Fay',
      lastName: 'Cilitator',
      organisationId,
      role: 'organisation_admin',
      passwordHash: { algorithm: 'PBKDF2-SHA-256', iterations: 600_000, salt: 'AAAA', hash: 'AAAA' },
      createdAt: at,
      updatedAt: at,
    },
    organisation: {
      id: organisationId,
      name: 'Local Works',
      settings: { allowSelfRegistration: false, requireEmailVerification: false },
      defaultDomains: ['alignment', 'awareness', 'agency'],
      selectedCategories: ['culture-change-readiness'],
      createdAt: at,
      updatedAt: at,
    },
    people: [],
    assessments: [],
    selectedAssessmentId: null,
    responses: {},
    move: null,
  };
}
