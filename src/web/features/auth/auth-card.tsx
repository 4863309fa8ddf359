import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';

/** The centred card every account page sits in; its title is the page's only <h1>. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cn('mx-auto w-full px-4 py-12', wide ? 'max-w-4xl' : 'max-w-md')}>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter className="flex-col items-start gap-2 text-sm text-slate-700">{footer}</CardFooter>}
      </Card>
    </div>
  );
}

/** A form-level message; errors are announced at once, notices politely. */
export function FormMessage({
  id,
  tone,
  children,
}: {
  id?: string;
  tone: 'error' | 'notice' | 'success';
  children: ReactNode;
}) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    notice: 'border-brand-100 bg-brand-50 text-brand-800',
    success: 'border-green-200 bg-green-50 text-green-800',
  }[tone];
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-md border p-3 text-sm', styles)}>
      {children}
    </div>
  );
}

export const textLinkClass =
  'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm';

/** An accessible "something is loading" state. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5 animate-spin text-brand-700">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </div>
  );
}
