import { describe, it, expect } from 'vitest';
import { can, type Actor } from './permissions.ts';
import type { Role } from './roles.ts';

const ROLE_LIST: readonly Role[] = ['employee', 'manager', 'organisation_admin', 'platform_admin'];

const actor = (role: Role, userId = `user-${role}`): Actor => ({ userId, organisationId: 'org-1', role });

/**
 * The permission matrix of spec/01 §6, written out by hand. "Invite people" is not in that
 * table; spec/01 §6 says inviting is for organisation_admin and superadmin (= platform_admin),
 * and spec/02 §6 puts invitation management at ORG_ADMIN.
 */
const MATRIX: Record<Exclude<keyof typeof can, 'viewUserData'>, Record<Role, boolean>> = {
  viewTeamData: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  viewOrganisationData: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  manageAssessments: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  invitePeople: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  manageQuestions: { employee: false, manager: false, organisation_admin: false, platform_admin: true },
  viewPlatformData: { employee: false, manager: false, organisation_admin: false, platform_admin: true },
};

/** viewUserData: platform_admin; anyone with no user id; a user for their own id; organisation_admin. */
const VIEW_USER_DATA: Record<Role, { noTarget: boolean; ownId: boolean; otherId: boolean }> = {
  employee: { noTarget: true, ownId: true, otherId: false },
  manager: { noTarget: true, ownId: true, otherId: false },
  organisation_admin: { noTarget: true, ownId: true, otherId: true },
  platform_admin: { noTarget: true, ownId: true, otherId: true },
};

describe('permission matrix (spec/01 §6)', () => {
  it('has exactly the abilities the table covers', () => {
    expect(Object.keys(can).sort()).toEqual([...Object.keys(MATRIX), 'viewUserData'].sort());
  });

  for (const [ability, expectedByRole] of Object.entries(MATRIX) as [keyof typeof MATRIX, Record<Role, boolean>][]) {
    describe(ability, () => {
      for (const role of ROLE_LIST) {
        it(`${expectedByRole[role] ? 'allows' : 'refuses'} ${role}`, () => {
          expect(can[ability](actor(role))).toBe(expectedByRole[role]);
        });
      }
    });
  }

  it('does not depend on the actor having an organisation for the role checks', () => {
    for (const role of ROLE_LIST) {
      const withoutOrg: Actor = { ...actor(role), organisationId: null };
      expect(can.manageQuestions(withoutOrg)).toBe(MATRIX.manageQuestions[role]);
      expect(can.viewPlatformData(withoutOrg)).toBe(MATRIX.viewPlatformData[role]);
    }
  });
});

describe('viewUserData', () => {
  for (const role of ROLE_LIST) {
    const expected = VIEW_USER_DATA[role];
    describe(role, () => {
      it(`${expected.noTarget ? 'may' : 'may not'} view with no target user id`, () => {
        expect(can.viewUserData(actor(role))).toBe(expected.noTarget);
        expect(can.viewUserData(actor(role), undefined)).toBe(expected.noTarget);
      });

      it(`${expected.ownId ? 'may' : 'may not'} view their own data`, () => {
        const me = actor(role, 'me-123');
        expect(can.viewUserData(me, 'me-123')).toBe(expected.ownId);
      });

      it(`${expected.otherId ? 'may' : 'may not'} view someone else's data`, () => {
        const me = actor(role, 'me-123');
        expect(can.viewUserData(me, 'someone-else-456')).toBe(expected.otherId);
      });
    });
  }

  it('does not treat an empty target id as "no target"', () => {
    expect(can.viewUserData(actor('employee', 'me-123'), '')).toBe(false);
    expect(can.viewUserData(actor('manager', 'me-123'), '')).toBe(false);
  });

  it('matches ids exactly (no prefix or case-insensitive match)', () => {
    const me = actor('employee', 'abc');
    expect(can.viewUserData(me, 'ABC')).toBe(false);
    expect(can.viewUserData(me, 'abcd')).toBe(false);
    expect(can.viewUserData(me, 'ab')).toBe(false);
  });
});
