import { and, eq, sql, type SQL } from 'drizzle-orm';
import { parse, type Filter } from 'scim2-parse-filter';
import { z } from 'zod';
import { users } from '#server/db/schema.ts';
import { ScimError, scimMessages } from './errors.ts';

const refuse = () => new ScimError(400, scimMessages.badFilter, 'invalidFilter');

/** One `attribute eq "value"` as SQL; attribute names are case-insensitive (RFC 7643 2.1). */
function comparison(filter: Filter): SQL {
  if (filter.op !== 'eq' || !('compValue' in filter) || typeof filter.compValue !== 'string') throw refuse();
  const value = filter.compValue;
  switch (filter.attrPath.toLowerCase()) {
    // userName is not case-exact (RFC 7643 4.1.1), as addresses are not here.
    case 'username':
      return sql`lower(${users.email}) = ${value.toLowerCase()}`;
    case 'externalid':
      return eq(users.externalId, value);
    case 'id':
      return z.uuid().safeParse(value).success ? eq(users.id, value) : sql`false`;
    default:
      throw refuse();
  }
}

/**
 * A SCIM filter (RFC 7644 3.4.2.2), parsed by scim2-parse-filter, as a condition on users: `eq`
 * on userName, externalId or id, joined by `and`; anything else is refused as invalidFilter.
 */
export function filterCondition(text: string): SQL {
  let filter: Filter;
  try {
    filter = parse(text);
  } catch {
    throw refuse();
  }
  if (filter.op === 'and' && 'filters' in filter) {
    const parts = filter.filters.map(comparison);
    const joined = and(...parts);
    if (!joined) throw refuse();
    return joined;
  }
  return comparison(filter);
}
