import { nextUpdateText, releaseTimesExplanation } from '#domain/messages.ts';
import { formatDateTime } from './format.ts';
import { AnonymityNotice } from './score-parts.tsx';

/**
 * When the results may next change, and why they change only then: without it a count that
 * stands still while people answer looks like a fault. Nothing once no update is due (closed,
 * or results kept for the close). `size`: the assessment's minimum group size.
 */
export function ReleaseNotice({ nextReleaseAt, size, className }: { nextReleaseAt: string | null; size: number; className?: string }) {
  const when = formatDateTime(nextReleaseAt);
  if (!when) return null;
  return (
    <AnonymityNotice className={className}>
      <p className="font-semibold">{nextUpdateText(when)}</p>
      <p>{releaseTimesExplanation(size)}</p>
    </AnonymityNotice>
  );
}
