import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';

export type ProgressProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  value: number;
  max?: number;
  /** Accessible name, e.g. "Survey progress". */
  label: string;
  /** Spoken instead of the bare number, e.g. "12 of 40 statements answered". */
  valueText?: string;
  /** Also shows the label and percentage as visible text above the bar. */
  showLabel?: boolean;
};

export function Progress({ value, max = 100, label, valueText, showLabel = false, className, ...props }: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {showLabel && (
        <div aria-hidden="true" className="flex justify-between text-sm text-slate-700">
          <span>{label}</span>
          <span>{percent}%</span>
        </div>
      )}
      <div
        {...props}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        {/* The width is the one dynamic value; React applies it through CSSOM, which the CSP permits. */}
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
