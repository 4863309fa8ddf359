import { meetsAnyRole, type Role } from './roles.ts';

/** Who is asking: taken from the session on the server, from the signed-in state in the web app. */
export type Actor = {
  userId: string;
  organisationId: string | null;
  role: Role;
};

const atLeast = (role: Role) => (actor: Actor) => meetsAnyRole(actor.role, [role]);
// Platform administrators rank above organisation administrators, so they hold these too.
const administers = atLeast('organisation_admin');

/**
 * Every decision about what a person may do, for the server (route policies and services)
 * and the web app (pages, links, buttons) alike. The abilities are organisation-level: the
 * target must also be in the actor's organisation, which the server ensures by scoping every
 * statement to it (another organisation's record answers 404).
 */
export const can = {
  /** Every team's results (spec/01 §6 "team data"). */
  viewTeamData: administers,
  /** The team view of one's own direct reports; administrators see every team. */
  viewOwnTeamData: atLeast('manager'),
  /** The organisation's people and exports of its results. */
  viewOrganisationData: administers,
  /** Start, open, pause and close assessments. */
  manageAssessments: administers,
  /** The setup wizard and the organisation's settings. */
  manageOrganisation: administers,
  invitePeople: administers,
  /** Change a member's role, manager or active status; import people from CSV. */
  managePeople: administers,
  /** Generate a roadmap and move its actions along (spec/02 §6: managers and administrators). */
  useRoadmap: atLeast('manager'),
  /**
   * Action plans for the whole organisation or any team, with any administrator or manager as
   * owner, and publishing them to everyone ("you said, we did"). Managers plan for their own team
   * under `useRoadmap`, and change the plans they own (decision 0061).
   */
  manageActionPlans: administers,
  /** The organisation's audit log: who did what, when (never anything about answers). */
  viewAuditLog: administers,
  /** Let an organisation use an e-mail domain for self-registration beyond its administrators' own (platform staff only). */
  approveEmailDomains: atLeast('platform_admin'),
  /** The platform overview: counts across every organisation, never one organisation's results (spec/01 §6 "platform data"). */
  viewPlatformData: atLeast('platform_admin'),
  /** Suspend and reinstate organisations (platform staff only, decision 0034). */
  manageOrganisations: atLeast('platform_admin'),
  /** Edit the built-in question sets as new versions (spec/01 §6 "Manage questions: platform_admin only", decision 0038). */
  manageQuestions: atLeast('platform_admin'),
} satisfies Record<string, (actor: Actor) => boolean>;

export type Ability = keyof typeof can;

/**
 * Who must sign in with a second factor (ASVS 6.3.2): administrators always, and everyone in an
 * organisation that requires it of everyone. Their sessions reach nothing but setting it up
 * until they have one; anyone else may turn it on.
 */
export function mustUseTwoStepSignIn(actor: Pick<Actor, 'role'>, organisation: { requiresTwoStepForEveryone: boolean }): boolean {
  return administers({ userId: '', organisationId: null, role: actor.role }) || organisation.requiresTwoStepForEveryone;
}

export const ABILITIES = Object.keys(can) as Ability[];

/**
 * Abilities about the platform as a whole rather than one organisation: a platform
 * administrator, who belongs to no organisation, uses them. Every other ability is used inside
 * the actor's own organisation, so someone without one has no use for it.
 */
export const PLATFORM_ABILITIES: readonly Ability[] = ['approveEmailDomains', 'viewPlatformData', 'manageOrganisations', 'manageQuestions'];

export function isPlatformAbility(ability: Ability): boolean {
  return PLATFORM_ABILITIES.includes(ability);
}

export function isAbility(value: unknown): value is Ability {
  return typeof value === 'string' && Object.hasOwn(can, value);
}
