import { cn } from '../ui/cn.ts';

/** Small pieces shared by the public pages of the platform and of the consultancy. */

/** Lets a long button-styled link wrap on narrow screens instead of overflowing (buttons default to one line). */
export const wrappingButton = 'h-auto! min-h-10 py-2 whitespace-normal!';

/** A standalone text link, e.g. "See all platform features" under a section. */
export const textLinkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm';

export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={cn('size-5 shrink-0', className)}>
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0l-3.5-3.5a1 1 0 1 1 1.4-1.4l2.8 2.79 6.8-6.8a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm text-slate-700">
          <CheckIcon className="text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** An e-mail address that may wrap after the @ on narrow screens, instead of mid-word. */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
