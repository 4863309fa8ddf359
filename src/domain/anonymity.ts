/**
 * No aggregate of fewer than this many distinct respondents is ever shown: the floor of every
 * organisation's minimum group size, and its default. An organisation may raise its own
 * (`minimumGroupSize` in its settings, up to MINIMUM_GROUP_SIZE_MAX); each assessment keeps the
 * size it opened with (`assessments.minimum_group_size`, decision 0037), and every rule reads that.
 */
export const ANONYMITY_THRESHOLD = 6;

/** The largest minimum group size an organisation may set: beyond it, most teams would never be shown. */
export const MINIMUM_GROUP_SIZE_MAX = 50;

export function meetsThreshold(respondents: number, threshold = ANONYMITY_THRESHOLD): boolean {
  return respondents >= Math.max(threshold, ANONYMITY_THRESHOLD);
}

/**
 * A breakdown (a team, or any other subgroup) is shown only when the group meets the
 * threshold and so does the rest of the whole (or the rest is empty): otherwise subtracting
 * the group from the whole would reveal an aggregate of fewer people.
 */
export function canShowBreakdown(groupRespondents: number, wholeRespondents: number, threshold = ANONYMITY_THRESHOLD): boolean {
  const rest = wholeRespondents - groupRespondents;
  return meetsThreshold(groupRespondents, threshold) && (rest === 0 || meetsThreshold(rest, threshold));
}
