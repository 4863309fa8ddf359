import { describe, it, expect } from 'vitest';
import { ROLES, isRole, meetsAnyRole, normaliseRole, roleLabel, roleLevel, type Role } from './roles.ts';

// DESIGN §2: employee (1) < manager (2) < organisation_admin (3) < platform_admin (4).
const ORDER: readonly Role[] = ['employee', 'manager', 'organisation_admin', 'platform_admin'];

describe('role levels', () => {
  it('lists exactly the four stored roles, lowest to highest', () => {
    expect([...ROLES]).toEqual(ORDER);
  });

  it('gives each role its specified level', () => {
    expect(roleLevel).toEqual({ employee: 1, manager: 2, organisation_admin: 3, platform_admin: 4 });
  });

  it('orders the levels strictly upwards', () => {
    for (let i = 1; i < ORDER.length; i++) {
      expect(roleLevel[ORDER[i]!]).toBeGreaterThan(roleLevel[ORDER[i - 1]!]);
    }
  });

  it('has a label for every role', () => {
    for (const role of ROLES) expect(roleLabel[role].message).toMatch(/\S/);
  });
});

describe('normaliseRole', () => {
  it.each<[string, Role]>([
    // the stored spellings
    ['employee', 'employee'],
    ['manager', 'manager'],
    ['organisation_admin', 'organisation_admin'],
    ['platform_admin', 'platform_admin'],
    // the second document's upper-case level names (spec/02 §6)
    ['EMPLOYEE', 'employee'],
    ['MANAGER', 'manager'],
    ['ORG_ADMIN', 'organisation_admin'],
    // superadmin is the platform admin (DESIGN §2)
    ['superadmin', 'platform_admin'],
    ['SUPERADMIN', 'platform_admin'],
    ['SuperAdmin', 'platform_admin'],
    // other case and surrounding whitespace
    ['Manager', 'manager'],
    ['ORGANISATION_ADMIN', 'organisation_admin'],
    ['Platform_Admin', 'platform_admin'],
    ['org_admin', 'organisation_admin'],
    ['organization_admin', 'organisation_admin'],
    // "Admin" is how the interface labels organisation administrators (people import, role filter).
    ['admin', 'organisation_admin'],
    ['Admin', 'organisation_admin'],
    ['  employee  ', 'employee'],
    ['\tMANAGER\n', 'manager'],
    [' ORG_ADMIN ', 'organisation_admin'],
    [' superadmin\t', 'platform_admin'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normaliseRole(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'owner',
    'user',
    'employees',
    'super_admin',
    'super admin',
    'org admin',
    'org-admin',
    'organisation admin',
    'platform',
    'e mployee',
    'manager1',
    'ORG_ADMIN_',
  ])('rejects the unknown spelling %j', (input) => {
    expect(normaliseRole(input)).toBeUndefined();
  });

  // Names inherited from Object.prototype must not be taken for roles.
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'CONSTRUCTOR', ' __proto__ '])(
    'rejects the inherited property name %j',
    (input) => {
      expect(normaliseRole(input)).toBeUndefined();
    },
  );

  it('only ever returns a stored role or undefined', () => {
    const inputs = ['employee', 'MANAGER', 'ORG_ADMIN', 'superadmin', 'nobody', 'constructor', '__proto__'];
    for (const input of inputs) {
      const role = normaliseRole(input);
      expect(role === undefined || isRole(role)).toBe(true);
    }
  });
});

describe('isRole', () => {
  it('accepts exactly the stored spellings', () => {
    for (const role of ORDER) expect(isRole(role)).toBe(true);
  });

  it.each<unknown>(['EMPLOYEE', 'ORG_ADMIN', 'superadmin', ' manager', '', 'constructor', 1, null, undefined, {}, ['employee']])(
    'refuses %j',
    (value) => {
      expect(isRole(value)).toBe(false);
    },
  );
});

describe('meetsAnyRole', () => {
  // The spec's guard (spec/02 §6): "admits a user whose level is at least that of any required role".
  type Row = [label: string, required: Role[], admitted: Record<Role, boolean>];
  const table: Row[] = [
    [
      'roadmap (ORG_ADMIN, MANAGER)',
      ['organisation_admin', 'manager'],
      { employee: false, manager: true, organisation_admin: true, platform_admin: true },
    ],
    [
      'roadmap, required roles in the other order',
      ['manager', 'organisation_admin'],
      { employee: false, manager: true, organisation_admin: true, platform_admin: true },
    ],
    [
      'invitation management / export (ORG_ADMIN only)',
      ['organisation_admin'],
      { employee: false, manager: false, organisation_admin: true, platform_admin: true },
    ],
    ['manager only', ['manager'], { employee: false, manager: true, organisation_admin: true, platform_admin: true }],
    ['employee', ['employee'], { employee: true, manager: true, organisation_admin: true, platform_admin: true }],
    ['platform admin only', ['platform_admin'], { employee: false, manager: false, organisation_admin: false, platform_admin: true }],
    [
      'organisation admin or platform admin',
      ['organisation_admin', 'platform_admin'],
      { employee: false, manager: false, organisation_admin: true, platform_admin: true },
    ],
    [
      'employee, manager or organisation admin',
      ['employee', 'manager', 'organisation_admin'],
      { employee: true, manager: true, organisation_admin: true, platform_admin: true },
    ],
    [
      'every role',
      ['employee', 'manager', 'organisation_admin', 'platform_admin'],
      { employee: true, manager: true, organisation_admin: true, platform_admin: true },
    ],
    ['no required role', [], { employee: true, manager: true, organisation_admin: true, platform_admin: true }],
  ];

  for (const [label, required, admitted] of table) {
    describe(`guard: ${label}`, () => {
      for (const role of ORDER) {
        it(`${admitted[role] ? 'admits' : 'refuses'} ${role}`, () => {
          expect(meetsAnyRole(role, required)).toBe(admitted[role]);
        });
      }
    });
  }

  it('agrees with "level at least that of any required role" for every non-empty required set and every role', () => {
    // Oracle written independently of the implementation: positions in the explicit order above.
    const rank = (role: Role) => ORDER.indexOf(role);
    let checked = 0;
    for (let mask = 1; mask < 1 << ORDER.length; mask++) {
      const required = ORDER.filter((_, i) => mask & (1 << i));
      for (const role of ORDER) {
        const expected = required.some((r) => rank(role) >= rank(r));
        expect(meetsAnyRole(role, required), `${role} vs [${required.join(', ')}]`).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBe(15 * 4);
  });

  it('is not changed by duplicated required roles', () => {
    expect(meetsAnyRole('employee', ['manager', 'manager'])).toBe(false);
    expect(meetsAnyRole('manager', ['manager', 'manager'])).toBe(true);
  });
});
