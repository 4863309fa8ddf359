import { addTeamTally, type TeamTallies, type TeamTally } from './tallies.ts';

/*
 * A release's sums are kept per respondent group: the people of one team who had the same
 * attributes (department, location, tenure band, …) when they started. A team's sums are the
 * sum of its groups, an attribute value's the sum of the groups holding it, so figures by
 * attribute need no more than what a release already seals. A group of someone with no
 * attributes is keyed by the team alone, as releases were before there were attributes.
 */

/** One respondent group of a release: a team, the attributes its people share, and their sums. */
export type RespondentGroup = { team: string; attributes: Readonly<Record<string, string>>; tally: TeamTally };

// Never in a team key (a manager id, or '') nor in JSON text outside a string.
const SEPARATOR = '\u001f';

/** The key a group's sums are sealed under: the team, then (when there are any) its attributes in key order. */
export function groupKey(team: string, attributes: Readonly<Record<string, string>> | undefined): string {
  const entries = Object.entries(attributes ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? team : `${team}${SEPARATOR}${JSON.stringify(entries)}`;
}

function attributesOf(text: string): Record<string, string> {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) return {};
  return Object.fromEntries(
    parsed.filter(
      (entry): entry is [string, string] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
    ),
  );
}

/** A release's sealed sums read back as groups (a release sealed before attributes holds one group per team). */
export function groupsOf(tallies: TeamTallies): RespondentGroup[] {
  return Object.entries(tallies).map(([key, tally]) => {
    const at = key.indexOf(SEPARATOR);
    return at < 0 ? { team: key, attributes: {}, tally } : { team: key.slice(0, at), attributes: attributesOf(key.slice(at + 1)), tally };
  });
}

/** Per team, the sums of its groups. */
export function teamTalliesOf(groups: readonly RespondentGroup[]): TeamTallies {
  const teams: TeamTallies = {};
  for (const group of groups) addTeamTally((teams[group.team] ??= { respondents: 0, domains: {} }), group.tally);
  return teams;
}
