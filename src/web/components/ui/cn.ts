/** Joins class names, skipping falsy values, so conditional classes read as `cond && 'class'`. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** The shared keyboard focus indicator; an outline (not a box-shadow) so it survives forced-colours mode. */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
