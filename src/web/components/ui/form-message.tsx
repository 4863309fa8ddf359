import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** A form-level message; errors are announced at once, notices politely. */
export function FormMessage({ id, tone, children }: { id?: string; tone: 'error' | 'notice' | 'success'; children: ReactNode }) {
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
