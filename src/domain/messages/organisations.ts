import { msg } from '@lingui/core/macro';
/**
 * For a signed-in person who belongs to no organisation yet (registered without an invitation):
 * every page they can reach shows these next steps instead of an error.
 */
export const noOrganisationMessages = {
  title: msg`You are not part of an organisation yet`,
  text: msg`Everyone on CultureLens belongs to one organisation. Your account is ready: create an organisation, or join the one you work for.`,
  createAction: msg`Create an organisation`,
  askForInvitation: msg`If your organisation already uses CultureLens, ask your administrator for an invitation: the link in its email brings you in.`,
  alreadyInOrganisation: msg`You already belong to an organisation.`,
  platformAdministrator: msg`The platform administrator belongs to no organisation: create it with a separate account.`,
  platformAdministratorTitle: msg`The platform administrator belongs to no organisation`,
  platformAdministratorText: msg`An organisation's pages are for its members. The platform overview shows the figures across every organisation.`,
  platformOverviewAction: msg`Open the platform overview`,
} as const;

/** Why a signed-in person's organisation could not be read or changed. */
export const organisationRefusals = {
  userOrOrganisationNotFound: msg`User or organisation not found`,
} as const;
