import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';

export type BadgeVariant = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

// 800-level text on 100-level backgrounds keeps well above WCAG AA 4.5:1.
const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-800',
  danger: 'bg-red-100 text-red-800',
  info: 'bg-brand-100 text-brand-800',
};

export type BadgeProps = ComponentPropsWithRef<'span'> & { variant?: BadgeVariant };

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', variants[variant], className)}
    />
  );
}
