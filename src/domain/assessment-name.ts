/**
 * How an assessment is named next to its wave: "DEIB baseline · wave 2". Titles made before
 * waves were shown apart may end in "(wave 2)"; that suffix is dropped so the wave is said once.
 */
export function assessmentHeading(assessment: { title: string; wave: number }): string {
  const title = assessment.title.replace(/\s*\(wave \d+\)$/i, '');
  return `${title} · wave ${assessment.wave}`;
}
