import { z } from 'zod';
import { SCIM_SCHEMAS } from '#domain/api/scim.ts';
import { parseEmploymentType, PersonAttributesSchema, tenureBandOf, type PersonAttributesChange } from '#domain/person-attributes.ts';
import { EmailSchema } from '#domain/validation.ts';
import { ScimError, scimMessages } from './errors.ts';
import { mappedValues, type MappedAttribute } from './mapped.ts';
import { ScimUserInputSchema, type ScimUserInput } from './user-schema.ts';

/** What a User resource asks a member to be: a PUT replaces with it, a PATCH with the patched resource. */
export type DesiredUser = {
  email: string;
  firstName: string;
  lastName: string;
  externalId: string | null;
  isActive: boolean;
  managerId: string | null;
  attributes: Required<{ [Key in BuiltIn]: Exclude<PersonAttributesChange[Key], undefined> }>;
  /** The organisation's own attributes its identity provider sends, by key (decision 0060). */
  custom: Record<string, string | null>;
  /**
   * The address of `emails` with type `home`, where an exit survey goes (decision 0066);
   * undefined when none is sent: the one set on the people page is then left as it is.
   */
  personalEmail: string | undefined;
};
type BuiltIn = 'department' | 'location' | 'tenure' | 'employmentType';

function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid';
}

/** A request body as a User resource, or invalidValue / invalidSyntax with the first problem. */
export function parseUserInput(body: unknown): ScimUserInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ScimError(400, scimMessages.badJson, 'invalidSyntax');
  const parsed = ScimUserInputSchema.safeParse(body);
  if (!parsed.success) {
    const unknownKey = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys');
    throw new ScimError(400, issueText(parsed.error), unknownKey ? 'invalidSyntax' : 'invalidValue');
  }
  return parsed.data;
}

function names(input: ScimUserInput): { firstName: string; lastName: string } {
  const [first = '', ...rest] = (input.displayName ?? '').trim().split(/\s+/);
  const firstName = input.name?.givenName?.trim() || first || (input.userName.split('@')[0] ?? '');
  const lastName = input.name?.familyName?.trim() || rest.join(' ');
  return { firstName, lastName };
}

/** The band of a start date (YYYY-MM-DD or a full timestamp); the date itself goes no further. */
function tenureOf(input: ScimUserInput, today: Date) {
  const extension = input[SCIM_SCHEMAS.attributes];
  if (extension?.tenure) return extension.tenure;
  if (!extension?.startDate) return null;
  const start = new Date(extension.startDate);
  const band = Number.isNaN(start.getTime()) ? null : tenureBandOf(start, today);
  if (!band) throw new ScimError(400, scimMessages.startDate(extension.startDate), 'invalidValue');
  return band;
}

/** The member a resource describes; attributes it leaves out are cleared, as a replacement does (RFC 7644 3.5.1). */
export function desiredUser(input: ScimUserInput, today: Date, mapped: MappedAttribute[]): DesiredUser {
  const enterprise = input[SCIM_SCHEMAS.enterprise];
  const extension = input[SCIM_SCHEMAS.attributes];
  const employmentText = extension?.employmentType ?? null;
  const employmentType = employmentText === null ? null : parseEmploymentType(employmentText);
  if (employmentType === undefined) throw new ScimError(400, scimMessages.employmentType(employmentText ?? ''), 'invalidValue');
  const attributes = PersonAttributesSchema.safeParse({
    department: enterprise?.department ?? null,
    location: extension?.location ?? null,
    tenure: tenureOf(input, today),
    employmentType,
  });
  if (!attributes.success) throw new ScimError(400, issueText(attributes.error), 'invalidValue');
  const managerId = enterprise?.manager ?? null;
  if (managerId !== null && !z.uuid().safeParse(managerId).success) throw new ScimError(400, scimMessages.badManager, 'invalidValue');
  return {
    email: input.userName,
    ...names(input),
    externalId: input.externalId ?? null,
    isActive: input.active ?? true,
    managerId,
    attributes: {
      department: attributes.data.department ?? null,
      location: attributes.data.location ?? null,
      tenure: attributes.data.tenure ?? null,
      employmentType: attributes.data.employmentType ?? null,
    },
    custom: mappedValues(input, mapped),
    personalEmail: homeEmailOf(input.emails),
  };
}

const HomeEmailsSchema = z.array(z.looseObject({ value: z.unknown(), type: z.unknown() }));

/** The `home` address of RFC 7643's `emails`, checked as any address; other shapes and types are ignored, as before. */
function homeEmailOf(emails: unknown): string | undefined {
  const parsed = HomeEmailsSchema.safeParse(emails);
  const home = parsed.success ? parsed.data.find((email) => email.type === 'home') : undefined;
  if (!home) return undefined;
  const address = EmailSchema.safeParse(home.value);
  if (!address.success) throw new ScimError(400, scimMessages.badHomeEmail, 'invalidValue');
  return address.data;
}
