import type { Role } from './roles.ts';

/** Who is asking: taken from the session on the server, from the signed-in state in the web app. */
export type Actor = {
  userId: string;
  organisationId: string | null;
  role: Role;
};

const isOrganisationAdmin = (actor: Actor) => actor.role === 'organisation_admin' || actor.role === 'platform_admin';

/**
 * The permission matrix of the specification (spec/01 §6). Organisation-level abilities also
 * need the target to be in the actor's organisation; the server checks that by scoping every
 * query to the actor's organisation.
 */
export const can = {
  /** With no target user id, anyone may (the caller is asking about themself). */
  viewUserData(actor: Actor, targetUserId?: string): boolean {
    if (targetUserId === undefined) return true;
    return actor.role === 'platform_admin' || actor.userId === targetUserId || actor.role === 'organisation_admin';
  },
  viewTeamData: isOrganisationAdmin,
  viewOrganisationData: isOrganisationAdmin,
  manageAssessments: isOrganisationAdmin,
  invitePeople: isOrganisationAdmin,
  manageQuestions: (actor: Actor) => actor.role === 'platform_admin',
  viewPlatformData: (actor: Actor) => actor.role === 'platform_admin',
} satisfies Record<string, (actor: Actor, ...rest: never[]) => boolean>;

export type Ability = keyof typeof can;
