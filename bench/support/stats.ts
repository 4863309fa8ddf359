/** Small helpers shared by the benchmarks: exact percentiles and the figures' formatting. */

export type LatencySummary = { count: number; p50: number; p95: number; p99: number };

/** Nearest-rank percentile of values already sorted ascending. */
function percentileOfSorted(sorted: readonly number[], percent: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summariseLatencies(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentileOfSorted(sorted, 50),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
  };
}

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** 10000 → "10,000" */
export const formatCount = (value: number): string => grouped.format(Math.round(value));

/** One decimal below 10 ms, whole milliseconds above: "4.1 ms", "180 ms". */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${formatCount(ms)} ms`;
}

export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Seconds up to two minutes, then minutes: "38.2 s", "142 min". */
export const formatDuration = (ms: number): string => (ms < 120_000 ? formatSeconds(ms) : `${formatCount(ms / 60_000)} min`);

/** "44×" for large ratios, "1.3×" for small ones. */
export const formatRatio = (ratio: number): string => (ratio >= 10 ? `${formatCount(ratio)}×` : `${ratio.toFixed(1)}×`);
