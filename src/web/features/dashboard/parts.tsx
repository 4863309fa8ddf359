import type { ReactNode } from 'react';

/** The frame of a dashboard page; its heading is the page's only <h1>. */
export function DashboardFrame({ children }: { children: ReactNode }) {
  return <section className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">{children}</section>;
}
