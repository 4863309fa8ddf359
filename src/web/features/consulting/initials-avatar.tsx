import { cn } from '#web/components/ui/cn.ts';
import { initials } from './content.ts';

/** Stands in for a portrait: the person's initials, hidden from screen readers because the name is always next to it. */
export function InitialsAvatar({ name, size }: { name: string; size: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold tracking-wide text-brand-800 ring-4 ring-white',
        size === 'lg' ? 'size-20 text-2xl' : 'size-12 text-base',
      )}
    >
      {initials(name)}
    </span>
  );
}
