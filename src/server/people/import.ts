import type { InvitableRole, InvitationOutcome } from '#domain/api/invitations.ts';
import { normaliseRole } from '#domain/roles.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { createInvitations } from '#server/invitations/index.ts';
import { findMembersByEmails } from './queries.ts';
import { attributesOfLines, type AttributeCells } from './import-attributes.ts';
import type { PersonAttributes } from '#domain/person-attributes.ts';
import { peopleMessages } from '#domain/messages/people.ts';
import { PEOPLE_CSV_COLUMNS } from '#domain/api/people.ts';
import type { Database } from '#server/db/client.ts';
import { customAttributesOf, recheckAttributeValues, type CustomAttribute } from './attributes.ts';
import { inRequestLanguage } from '#server/i18n/index.ts';

const HEADER_WORDS = new Set(['email', 'e-mail', 'email address']);

type Line = {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  roleText: string;
  managerEmail: string;
  cells: AttributeCells;
};
type Requested = {
  line: number;
  email: string;
  role: InvitableRole;
  managerId: string | null;
  managerEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  attributes: PersonAttributes;
};
type Members = Awaited<ReturnType<typeof findMembersByEmails>>;

const leads = (role: string | undefined) => role === 'manager' || role === 'organisation_admin';

function roleOf(roleText: string) {
  return roleText === '' ? 'employee' : normaliseRole(roleText);
}

/**
 * The columns after the nine known ones, by their heading: each must name one of the
 * organisation's own attributes (decision 0060), so no column is dropped unseen.
 */
function customColumnsOf(header: string[] | undefined, definitions: CustomAttribute[]): Map<number, string> {
  const columns = new Map<number, string>();
  for (const [index, heading] of (header ?? []).entries()) {
    if (index < PEOPLE_CSV_COLUMNS.length || heading.trim() === '') continue;
    const definition = definitions.find((row) => row.label.toLowerCase() === heading.trim().replace(/\s+/g, ' ').toLowerCase());
    if (!definition) throw new AppError('validation_failed', peopleMessages.importUnknownColumn(heading));
    columns.set(index, definition.key);
  }
  return columns;
}

/** The CSV's lines, numbered as in the file (the header counts), blank lines left out. */
async function linesOf(csv: string, definitions: CustomAttribute[]): Promise<Line[]> {
  // The parser loads with the first import of people, not with the server.
  const { parse } = await import('csv-parse/sync');
  let rows: string[][];
  try {
    rows = parse(csv, { bom: true, skip_empty_lines: false, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    throw new AppError('validation_failed', peopleMessages.importNotCsv((error as Error).message));
  }
  const offset = HEADER_WORDS.has(rows[0]?.[0]?.toLowerCase() ?? '') ? 1 : 0;
  const customColumns = customColumnsOf(offset === 1 ? rows[0] : undefined, definitions);
  return rows
    .slice(offset)
    .map((row, index) => {
      const [email = '', firstName = '', lastName = '', roleText = '', managerEmail = '', ...rest] = row;
      const [department = '', location = '', tenure = '', employmentType = ''] = rest;
      const custom = Object.fromEntries([...customColumns].map(([index, key]) => [key, row[index] ?? '']));
      const cells = { department, location, tenure, employmentType, custom };
      return {
        line: index + 1 + offset,
        email,
        firstName,
        lastName,
        roleText,
        managerEmail,
        cells,
        blank: row.every((cell) => cell === ''),
      };
    })
    .filter((line) => !line.blank)
    .map(({ blank: _blank, ...line }) => line);
}

/**
 * Who a line reports to: a member who is an active manager or admin, or someone the same file
 * invites as a manager or admin (linked once both have joined); otherwise why not.
 */
function managerOf(
  line: Line,
  members: Members,
  invitedLeads: Set<string>,
): { managerId: string | null; managerEmail: string | null } | string {
  const named = line.managerEmail.toLowerCase();
  if (named === '') return { managerId: null, managerEmail: null };
  if (named === line.email.toLowerCase()) return inRequestLanguage(peopleMessages.ownManager);
  const member = members.get(named);
  if (member) {
    return member.isActive && leads(member.role)
      ? { managerId: member.id, managerEmail: null }
      : inRequestLanguage(peopleMessages.importManagerNotLeading(line.managerEmail));
  }
  if (invitedLeads.has(named)) return { managerId: null, managerEmail: named };
  return inRequestLanguage(peopleMessages.importManagerUnknown(line.managerEmail));
}

/** The lines whose managers, named in the file, lead back to them: such a circle is refused whole. */
function linesInCircles(requested: Requested[]): Set<number> {
  const managerOfEmail = new Map(
    requested.filter((entry) => entry.managerEmail !== null).map((entry) => [entry.email.toLowerCase(), entry.managerEmail ?? '']),
  );
  const circling = new Set<number>();
  for (const entry of requested) {
    let next = managerOfEmail.get(entry.email.toLowerCase());
    for (let steps = 0; next !== undefined && steps <= requested.length; steps += 1) {
      if (next === entry.email.toLowerCase()) {
        circling.add(entry.line);
        break;
      }
      next = managerOfEmail.get(next);
    }
  }
  return circling;
}

/**
 * People from a CSV file (email, first name, last name, role, manager email, then department,
 * location, tenure or start date, employment type: decision 0059; then columns headed by the
 * organisation's own attributes: decision 0060) become
 * invitations; each line is reported as invited or refused with the reason. A manager may be a
 * member already or someone the same file invites as a manager or admin, so a whole hierarchy
 * imports in one pass.
 */
export async function importPeople(context: ServerContext, actor: OrganisationActor, input: { csv: string }) {
  const definitions = await customAttributesOf(context.db, actor.organisationId);
  const lines = await linesOf(input.csv, definitions);
  // Every manager named in the file, looked up at once.
  const members = await findMembersByEmails(
    context.db,
    actor.organisationId,
    lines.map((line) => line.managerEmail).filter((email) => email !== ''),
  );
  const attributes = await attributesOfLines(context.db, actor.organisationId, lines, context.clock.now(), definitions);
  const invitedLeads = new Set(lines.filter((line) => leads(roleOf(line.roleText))).map((line) => line.email.toLowerCase()));
  const refused: InvitationOutcome[] = [];
  const requested: Requested[] = [];
  for (const line of lines) {
    const role = roleOf(line.roleText);
    if (role !== 'employee' && role !== 'manager' && role !== 'organisation_admin') {
      refused.push({
        line: line.line,
        email: line.email,
        outcome: 'invalid',
        message: inRequestLanguage(peopleMessages.importUnknownRole(line.roleText)),
      });
      continue;
    }
    const manager = managerOf(line, members, invitedLeads);
    const described = attributes.get(line.line) ?? {};
    const refusal = typeof manager === 'string' ? manager : typeof described === 'string' ? described : undefined;
    if (refusal !== undefined || typeof manager === 'string' || typeof described === 'string') {
      refused.push({ line: line.line, email: line.email, outcome: 'invalid', message: refusal ?? '' });
      continue;
    }
    requested.push({
      line: line.line,
      email: line.email,
      role,
      ...manager,
      firstName: line.firstName || null,
      lastName: line.lastName || null,
      attributes: described,
    });
  }
  const circling = linesInCircles(requested);
  for (const entry of requested.filter((candidate) => circling.has(candidate.line))) {
    refused.push({
      line: entry.line,
      email: entry.email,
      outcome: 'invalid',
      message: inRequestLanguage(peopleMessages.importCircle(entry.email)),
    });
  }
  const invitable = requested.filter((entry) => !circling.has(entry.line));
  if (invitable.length === 0 && refused.length === 0) throw new AppError('validation_failed', peopleMessages.importEmpty);
  // Counted again under the organisation's lock in the invitations' own transaction: values
  // another change added since the file was read cannot take an attribute past its limit.
  const recheck = (tx: Database) =>
    recheckAttributeValues(
      tx,
      actor.organisationId,
      invitable.map((entry) => entry.attributes),
      definitions,
    );
  const invited = invitable.length > 0 ? await createInvitations(context, actor, invitable, recheck) : { sent: 0, results: [] };
  return { sent: invited.sent, results: [...invited.results, ...refused].sort((a, b) => a.line - b.line) };
}
