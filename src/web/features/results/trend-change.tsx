import type { ScoreChange } from '#domain/api/results.ts';
import { cn } from '#web/components/ui/cn.ts';
import { changeSpokenText, changeText } from './format.ts';

// Blue up, orange down, grey unchanged: the score scale's colours (decision 0021), each at least
// 4.5:1 on white; the arrow and the sign say the direction without the colour.
const tones = { up: 'text-blue-800', down: 'text-orange-800', same: 'text-slate-700' } as const;

/**
 * A figure's change since the previous wave: an arrow and the size ("▲ +0.25 since wave 1"),
 * read out in words. Nothing where there is no comparison (no earlier wave, or either hides it).
 */
export function TrendChange({ change, className }: { change: ScoreChange | null | undefined; className?: string }) {
  if (!change) return null;
  return (
    <span className={cn('text-sm font-medium whitespace-nowrap', tones[change.direction], className)}>
      <span aria-hidden="true">{changeText(change)}</span>
      <span className="sr-only">{changeSpokenText(change)}</span>
    </span>
  );
}
