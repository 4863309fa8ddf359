import type { ReactNode } from 'react';

/** The numbered steps of a how-to card. */
export function Steps({ children }: { children: ReactNode }) {
  return <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm text-slate-700">{children}</ol>;
}
