import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';

export type LabelProps = ComponentPropsWithRef<'label'> & {
  /** Shows a visual asterisk; the control's own `required` attribute is what assistive technology reads. */
  required?: boolean;
};

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label {...props} className={cn('text-sm font-medium text-slate-900', className)}>
      {children}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}
