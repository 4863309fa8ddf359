import { ALPHA_KEYS } from './alpha-keys.ts';

/**
 * Whether this browser holds a local workspace whose move to a server has begun and not
 * finished. Read without the workspace's schema, so that a page outside the workspace (the
 * e-mail verification) can ask without loading it; a wrong answer only changes which page its
 * Continue button opens, and the move page reads the workspace properly.
 */
export function moveUnderWay(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    const move: unknown = JSON.parse(storage.getItem(ALPHA_KEYS.move) ?? 'null');
    return typeof move === 'object' && move !== null && (move as { movedAt?: unknown }).movedAt === null;
  } catch {
    return false;
  }
}
