import { msg, select } from '@lingui/core/macro';
/** Why a change to a person, or an invitation, is refused: the server's answers, shown as they are. */
export const peopleMessages = {
  personNotFound: msg`Person not found`,
  platformAdminElsewhere: msg`A platform administrator is managed by the platform, not the organisation.`,
  lastAdministrator: msg`Every organisation needs at least one active administrator: make someone else an administrator first.`,
  notYourself: msg`You cannot deactivate yourself.`,
  ownManager: msg`Nobody can be their own manager.`,
  managerInactive: msg`The manager must be an active member of your organisation.`,
  managerRole: msg`The manager must have the Manager or Admin role.`,
  managerCircle: (manager: string, person: string) => msg`${manager} already reports to ${person}: that would make a circle.`,
  importNotCsv: (reason: string) => msg`The file is not valid CSV: ${reason}`,
  importEmpty: msg`The file has no people in it.`,
  importUnknownRole: (role: string) => msg`Unknown role "${role}": use employee, manager or admin`,
  importManagerNotLeading: (manager: string) => msg`${manager} is not an active manager or admin of your organisation`,
  importManagerUnknown: (manager: string) =>
    msg`${manager} is neither an active manager or admin of your organisation nor invited as one in this file`,
  importCircle: (person: string) => msg`The managers named in this file lead back to ${person}: that would make a circle.`,
  tooManyValues: (attribute: 'department' | 'location', most: number) =>
    msg`${select(attribute, { department: 'Department', location: 'Location', other: attribute })} already has ${most} different values: use one of them, or clear a value nobody needs any more.`,
  tooManyValuesOf: (label: string, most: number) =>
    msg`${label} already has ${most} different values: use one of them, or clear a value nobody needs any more.`,
  unknownAttribute: (key: string) => msg`Unknown attribute "${key}": define it on the people page first.`,
  attributeNotFound: msg`Attribute not found`,
  tooManyAttributes: (most: number) => msg`At most ${most} attributes of your own: remove one you no longer use first.`,
  attributeNameTaken: (label: string) => msg`"${label}" is already the name of an attribute or a column of the people file.`,
  importUnknownColumn: (heading: string) =>
    msg`The column "${heading}" names none of your organisation's attributes: define it on the people page first, or remove the column.`,
  valuesAddedMeanwhile: (label: string, most: number) =>
    msg`Values were added to ${label} while the file was read, and it would now have more than ${most}: please import the file again.`,
  scimPathTaken: msg`Another attribute is provisioned from this SCIM attribute already.`,
} as const;

export const invitationRefusals = {
  verifyBeforeInviting: msg`Please verify your email address before inviting people: use the link we sent you, or ask for a new one on the sign-in page.`,
  invitedMeanwhile: msg`Someone else invited some of these addresses at the same moment. Please try again.`,
  notFound: msg`Invitation not found`,
  cannotResend: (status: 'pending' | 'accepted' | 'expired' | 'revoked') =>
    msg`This invitation is ${select(status, { pending: 'pending', accepted: 'accepted', expired: 'expired', revoked: 'revoked', other: status })} and cannot be resent.`,
  cannotRevoke: (status: 'pending' | 'accepted' | 'expired' | 'revoked') =>
    msg`This invitation is ${select(status, { pending: 'pending', accepted: 'accepted', expired: 'expired', revoked: 'revoked', other: status })} and cannot be revoked.`,
  accountElsewhere: msg`This email address already has a CultureLens account in another organisation.`,
  tooManyAddresses: (most: number, given: number) =>
    msg`At most ${most} addresses at a time: this list has ${given}. Please split it into smaller parts.`,
  /** A page's title and text as one refusal, for callers that show only the error's message. */
  noEmails: msg`No emails provided: Please enter at least one email address.`,
  invalidLink: msg`Invalid invitation: This invitation link is invalid or has expired.`,
} as const;
