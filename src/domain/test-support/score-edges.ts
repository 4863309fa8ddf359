import type { ScoreBand } from '../scoring.ts';

/**
 * The band edges with the band written out by hand (spec/02 §9's five bands, decision 0021):
 * every surface that shows a score, web or export, must call each of these the same.
 */
export const SCORE_EDGES: readonly (readonly [number, ScoreBand])[] = [
  [2.99, 'Poor'],
  [3.0, 'Needs Improvement'],
  [3.49, 'Needs Improvement'],
  [3.5, 'Fair'],
  [3.99, 'Fair'],
  [4.0, 'Good'],
  [4.49, 'Good'],
  [4.5, 'Excellent'],
];
