import { lazy } from 'react';
import { withTexts } from '#web/i18n/locale.ts';

/*
 * The "not part of an organisation yet" page and card, loaded with their texts when first shown:
 * the app's frame and the shared controls show them only to someone without an organisation,
 * so every other visitor's first page (the respondent's included) does without them.
 */
const noOrganisation = () => withTexts(() => import('./no-organisation.tsx'));

export const NoOrganisationPageOnDemand = lazy(async () => ({ default: (await noOrganisation()).NoOrganisationPage }));

export const NoOrganisationCardOnDemand = lazy(async () => ({ default: (await noOrganisation()).NoOrganisationCard }));
