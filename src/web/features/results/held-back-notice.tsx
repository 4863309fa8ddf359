import { heldBackExplanation, heldBackText } from '#domain/messages.ts';
import { AnonymityNotice } from './score-parts.tsx';

/**
 * Says how many completed people wait for the next release, and why: without it a count that
 * stands still while people answer looks like a fault. Nothing when no one is waiting.
 */
export function HeldBackNotice({ heldBack, className }: { heldBack: number; className?: string }) {
  if (heldBack <= 0) return null;
  return (
    <AnonymityNotice className={className}>
      <p className="font-semibold">{heldBackText(heldBack)}</p>
      <p>{heldBackExplanation}</p>
    </AnonymityNotice>
  );
}
