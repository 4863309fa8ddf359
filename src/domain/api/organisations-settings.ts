import { msg } from '@lingui/core/macro';
import { schemaError, schemaText } from '../schema-language.ts';
import { z } from 'zod';
import { ANONYMITY_THRESHOLD, MINIMUM_GROUP_SIZE_MAX } from '../anonymity.ts';
import { OrganisationSettingsSchema, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '../organisation-settings.ts';
import { SessionOrganisationSchema } from './accounts.ts';
import { emailDomainMessages } from '../messages.ts';
import { LOCALES } from '../locales.ts';

export { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN };
export { ANONYMITY_THRESHOLD as MINIMUM_GROUP_SIZE_MIN, MINIMUM_GROUP_SIZE_MAX };
export const MAX_ALLOWED_EMAIL_DOMAINS = 20;

// Labels of letters, digits and inner hyphens, at least two labels, an alphabetic top level.
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const EmailDomainSchema = z
  .string(schemaError(msg`Each e-mail domain must be text`))
  .max(253, schemaError(msg`E-mail domain is too long`))
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => DOMAIN_NAME.test(value), {
    error: (issue) => {
      const domain = String(issue.input).trim();
      return schemaText(msg`${domain} is not a domain name like example.co.uk (no @, no https://)`);
    },
  });

/** Why an e-mail domain cannot admit people to an organisation (docs/decisions/0010). */
// The texts live in the one catalogue; exported here too for the modules that check these rules.
export { emailDomainMessages };

const RETENTION_WHOLE_MONTHS = schemaError(msg`Retention must be a whole number of months`);
const GROUP_SIZE_WHOLE = schemaError(msg`The minimum group size must be a whole number of people`);
const GROUP_SIZE_RANGE = schemaError(
  msg`The minimum group size must be between ${{ min: ANONYMITY_THRESHOLD }} and ${{ max: MINIMUM_GROUP_SIZE_MAX }} people`,
);

/** Every setting, with a message for each wrong value and e-mail domains normalised. */
const SettingsValuesSchema = OrganisationSettingsSchema.extend({
  allowSelfRegistration: z.boolean(schemaError(msg`Self-registration must be on or off`)),
  requireEmailVerification: z.boolean(schemaError(msg`E-mail verification must be on or off`)),
  allowedEmailDomains: z
    .array(EmailDomainSchema, schemaError(msg`Allowed e-mail domains must be a list`))
    .max(MAX_ALLOWED_EMAIL_DOMAINS, schemaError(msg`At most ${{ max: MAX_ALLOWED_EMAIL_DOMAINS }} e-mail domains`))
    .superRefine((domains, context) => {
      domains.forEach((domain, index) => {
        if (domains.indexOf(domain) !== index)
          context.addIssue({ code: 'custom', path: [index], message: schemaText(msg`${domain} is listed twice`) });
      });
    }),
  retentionMonths: z
    .number(schemaError(msg`Retention must be a number of months`))
    .int(RETENTION_WHOLE_MONTHS)
    .min(
      RETENTION_MONTHS_MIN,
      schemaError(msg`Retention must be between ${{ min: RETENTION_MONTHS_MIN }} and ${{ max: RETENTION_MONTHS_MAX }} months`),
    )
    .max(
      RETENTION_MONTHS_MAX,
      schemaError(msg`Retention must be between ${{ min: RETENTION_MONTHS_MIN }} and ${{ max: RETENTION_MONTHS_MAX }} months`),
    ),
  resultsAfterClose: z.boolean(schemaError(msg`Showing results only after closing must be on or off`)),
  requireTwoStepForEveryone: z.boolean(schemaError(msg`Requiring two-step sign-in for everyone must be on or off`)),
  // Six is the floor: an organisation may ask for larger groups, never smaller ones.
  minimumGroupSize: z
    .number(schemaError(msg`The minimum group size must be a number of people`))
    .int(GROUP_SIZE_WHOLE)
    .min(ANONYMITY_THRESHOLD, GROUP_SIZE_RANGE)
    .max(MINIMUM_GROUP_SIZE_MAX, GROUP_SIZE_RANGE),
  // No default here: a change of other settings leaves the language as it is.
  defaultLocale: z.enum(LOCALES, schemaError(msg`Choose one of the languages CultureLens speaks`)),
});

/** PATCH /api/organisations/current/settings: change some of the organisation's settings. */
export const UpdateOrganisationSettingsRequestSchema = SettingsValuesSchema.partial().refine(
  (input) => Object.values(input).some((value) => value !== undefined),
  schemaError(msg`Change at least one setting`),
);
export type UpdateOrganisationSettingsRequest = z.input<typeof UpdateOrganisationSettingsRequestSchema>;

export const UpdateOrganisationSettingsResponseSchema = SessionOrganisationSchema;

/** One domain per line; blank lines are ignored. The request's rules then trim, lower-case and check each. */
export const parseDomainLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The organisation settings form: every setting but the default language (saved by its own
 * control) under the request's rules, with the e-mail
 * domains typed one per line and the retention and the minimum group size typed as text (each
 * must be a whole number).
 */
export const OrganisationSettingsFormSchema = SettingsValuesSchema.omit({ defaultLocale: true }).extend({
  allowedEmailDomains: z.string().transform(parseDomainLines).pipe(SettingsValuesSchema.shape.allowedEmailDomains),
  retentionMonths: z
    .string()
    .refine((text) => text.trim() !== '' && Number.isInteger(Number(text)), RETENTION_WHOLE_MONTHS)
    .transform(Number)
    .pipe(SettingsValuesSchema.shape.retentionMonths),
  minimumGroupSize: z
    .string()
    .refine((text) => text.trim() !== '' && Number.isInteger(Number(text)), GROUP_SIZE_WHOLE)
    .transform(Number)
    .pipe(SettingsValuesSchema.shape.minimumGroupSize),
});

/** POST /api/platform/email-domain-approvals: the platform administrator lets an organisation add a domain. */
export const ApproveEmailDomainRequestSchema = z.object({
  organisationId: z.uuid(schemaError(msg`Not a valid organisation id`)),
  domain: EmailDomainSchema,
});
export const ApproveEmailDomainResponseSchema = z.object({
  organisationId: z.uuid(),
  domain: z.string(),
  approved: z.literal(true),
});
