import { describe, it, expect } from 'vitest';
import {
  ABILITIES,
  PLATFORM_ABILITIES,
  can,
  isAbility,
  isPlatformAbility,
  mustUseTwoStepSignIn,
  type Ability,
  type Actor,
} from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

const actor = (role: Role, userId = `user-${role}`): Actor => ({ userId, organisationId: 'org-1', role });

/**
 * The permission matrix, written out by hand: spec/01 §6 for team, organisation and
 * assessment data and for inviting (organisation_admin and superadmin = platform_admin);
 * spec/02 §6 for the roadmap (managers and administrators); team views of one's own direct
 * reports for managers (docs/decisions/0004).
 */
const MATRIX: Record<Ability, Record<Role, boolean>> = {
  viewTeamData: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  viewOwnTeamData: { employee: false, manager: true, organisation_admin: true, platform_admin: true },
  viewOrganisationData: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  manageAssessments: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  manageOrganisation: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  invitePeople: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  managePeople: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  useRoadmap: { employee: false, manager: true, organisation_admin: true, platform_admin: true },
  manageActionPlans: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  viewAuditLog: { employee: false, manager: false, organisation_admin: true, platform_admin: true },
  approveEmailDomains: { employee: false, manager: false, organisation_admin: false, platform_admin: true },
  viewPlatformData: { employee: false, manager: false, organisation_admin: false, platform_admin: true },
  manageOrganisations: { employee: false, manager: false, organisation_admin: false, platform_admin: true },
  manageQuestions: { employee: false, manager: false, organisation_admin: false, platform_admin: true },
};

describe('permission matrix', () => {
  it('has exactly the abilities the table covers', () => {
    expect([...ABILITIES].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [ability, expectedByRole] of Object.entries(MATRIX) as [Ability, Record<Role, boolean>][]) {
    describe(ability, () => {
      for (const role of ROLES) {
        it(`${expectedByRole[role] ? 'allows' : 'refuses'} ${role}`, () => {
          expect(can[ability](actor(role))).toBe(expectedByRole[role]);
        });
      }
    });
  }

  it('decides by role alone: the organisation is the server’s scoping, not an ability', () => {
    for (const ability of ABILITIES) {
      for (const role of ROLES) expect(can[ability]({ ...actor(role), organisationId: null })).toBe(MATRIX[ability][role]);
    }
  });

  it('has platform abilities only platform administrators hold', () => {
    for (const ability of PLATFORM_ABILITIES) expect(ROLES.filter((role) => MATRIX[ability][role])).toEqual(['platform_admin']);
    expect(isPlatformAbility('viewPlatformData')).toBe(true);
    expect(isPlatformAbility('viewOrganisationData')).toBe(false);
  });

  it('knows its own abilities and nothing inherited', () => {
    expect(isAbility('invitePeople')).toBe(true);
    for (const value of ['toString', 'constructor', '__proto__', 'public', '', 42, null]) expect(isAbility(value)).toBe(false);
  });
});

describe('who must use two-step sign-in', () => {
  it('is administrators always, and everyone when their organisation requires it of everyone', () => {
    const byRole = (requiresTwoStepForEveryone: boolean) =>
      Object.fromEntries(ROLES.map((role) => [role, mustUseTwoStepSignIn({ role }, { requiresTwoStepForEveryone })]));
    expect(byRole(false)).toEqual({ employee: false, manager: false, organisation_admin: true, platform_admin: true });
    expect(byRole(true)).toEqual({ employee: true, manager: true, organisation_admin: true, platform_admin: true });
  });
});
