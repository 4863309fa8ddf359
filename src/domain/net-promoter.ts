/*
 * The employee Net Promoter Score (eNPS) of a 0–10 "How likely are you to recommend working
 * here?" question: the share of promoters (9–10) minus the share of detractors (0–6), in whole
 * points from −100 to +100. Computed only from a published distribution (counts per value 0–10),
 * so it shows exactly where that distribution shows and says nothing the counts do not
 * (decision 0062). Pure and zod-free: the results page and the exports use it alike.
 */

/** The lowest score of a promoter and the highest of a detractor. */
export const PROMOTER_FROM = 9;
export const DETRACTOR_UP_TO = 6;

export type NetPromoter = {
  /** Promoters' share minus detractors' share, rounded to a whole number, −100 … +100. */
  score: number;
  promoters: number;
  passives: number;
  detractors: number;
  /** People who gave a score (Prefer not to say is none). */
  answers: number;
};

/**
 * The eNPS of counts per value (`counts[v]` answers gave the score v, 0–10); null where nobody
 * gave a score, since a share of nobody is no figure.
 */
export function netPromoterOf(counts: readonly number[]): NetPromoter | null {
  let promoters = 0;
  let passives = 0;
  let detractors = 0;
  counts.forEach((count, value) => {
    if (value >= PROMOTER_FROM) promoters += count;
    else if (value > DETRACTOR_UP_TO) passives += count;
    else detractors += count;
  });
  const answers = promoters + passives + detractors;
  if (answers === 0) return null;
  // Exact halves round away from zero, so a score and its mirror read alike.
  const raw = ((promoters - detractors) / answers) * 100;
  const score = Math.sign(raw) * Math.round(Math.abs(raw));
  return { score: score === 0 ? 0 : score, promoters, passives, detractors, answers };
}

/** A score as exports write it: "+20", "-35", "0" (ASCII signs, which every PDF font has). */
export function formatNetPromoter(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}
