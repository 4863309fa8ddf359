import { z } from 'zod';
import { ANONYMITY_THRESHOLD, MINIMUM_GROUP_SIZE_MAX } from './anonymity.ts';
import { isLocale, LOCALES, SOURCE_LOCALE, type Locale } from './locales.ts';

export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;

/**
 * An organisation's settings, one shape everywhere: the database stores it in
 * `organisations.settings`, the session sends it, the settings page shows it, and the
 * update request is its partial (src/domain/api/organisations-settings.ts).
 */
export const OrganisationSettingsSchema = z.object({
  allowSelfRegistration: z.boolean(),
  requireEmailVerification: z.boolean(),
  /** E-mail domains whose owners may join by registering, when self-registration is on. */
  allowedEmailDomains: z.array(z.string()),
  /** Months answers are kept after an assessment closes; shown in the consent text. */
  retentionMonths: z.number().int().min(RETENTION_MONTHS_MIN).max(RETENTION_MONTHS_MAX),
  /** Release answers only when an assessment closes: one release, nothing held back when at least the assessment's minimum group size answered. */
  resultsAfterClose: z.boolean(),
  /** Everyone, not only administrators, must sign in with two steps (ASVS 6.3.2 at level 2). */
  requireTwoStepForEveryone: z.boolean(),
  /**
   * The fewest people any figure, comment or release may stand for, from ANONYMITY_THRESHOLD
   * (the floor and default) up to MINIMUM_GROUP_SIZE_MAX. Each assessment keeps the value it
   * opened with (decision 0037).
   */
  minimumGroupSize: z.number().int().min(ANONYMITY_THRESHOLD).max(MINIMUM_GROUP_SIZE_MAX),
  /**
   * The language of the organisation's e-mails to people who chose none (and of its invitations),
   * and of the web app for people whose browser asks for no shipped language (decision 0053).
   * Settings stored before languages existed have none: `defaultLocaleOf` reads them as English.
   */
  defaultLocale: z.enum(LOCALES),
});
export type OrganisationSettings = z.infer<typeof OrganisationSettingsSchema>;

/**
 * A new organisation's settings; also the database column's default. No language:
 * `defaultLocaleOf` reads a missing one as English, alike for new settings and those stored before languages.
 */
export const defaultOrganisationSettings: Omit<OrganisationSettings, 'defaultLocale'> = {
  allowSelfRegistration: false,
  requireEmailVerification: true,
  allowedEmailDomains: [],
  retentionMonths: 24,
  resultsAfterClose: false,
  requireTwoStepForEveryone: false,
  minimumGroupSize: ANONYMITY_THRESHOLD,
};

/** An organisation's default language from its stored settings, English when they predate languages. */
export function defaultLocaleOf(settings: { defaultLocale?: unknown } | null | undefined): Locale {
  return isLocale(settings?.defaultLocale) ? settings.defaultLocale : SOURCE_LOCALE;
}
