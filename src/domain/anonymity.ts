/** No aggregate of fewer than this many distinct respondents is ever shown. */
export const ANONYMITY_THRESHOLD = 6;

export function meetsThreshold(respondents: number): boolean {
  return respondents >= ANONYMITY_THRESHOLD;
}

/**
 * A breakdown (a team, or any other subgroup) is shown only when the group meets the
 * threshold and so does the rest of the whole (or the rest is empty): otherwise subtracting
 * the group from the whole would reveal an aggregate of fewer people.
 */
export function canShowBreakdown(groupRespondents: number, wholeRespondents: number): boolean {
  const rest = wholeRespondents - groupRespondents;
  return meetsThreshold(groupRespondents) && (rest === 0 || meetsThreshold(rest));
}
