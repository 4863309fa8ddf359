import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from './cn.ts';
import { useFieldControl } from './field.tsx';

/** Shared look of text-like controls (input, textarea, select). */
export const controlClasses = cn(
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
  'aria-invalid:border-red-700 aria-invalid:focus-visible:outline-red-700',
);

export type InputProps = ComponentPropsWithRef<'input'> & {
  invalid?: boolean;
  /** Error text rendered under the input and linked with aria-describedby. */
  error?: ReactNode;
};

export function Input({ id, invalid, error, required, className, 'aria-describedby': describedBy, ...props }: InputProps) {
  const control = useFieldControl({ id, invalid, error, describedBy, required });
  return (
    <>
      <input {...props} {...control.props} className={cn(controlClasses, 'h-10', className)} />
      {control.errorElement}
    </>
  );
}
