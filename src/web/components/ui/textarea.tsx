import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from './cn.ts';
import { useFieldControl } from './field.tsx';
import { controlClasses } from './input.tsx';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  invalid?: boolean;
  error?: ReactNode;
};

export function Textarea({ id, invalid, error, required, className, rows = 4, 'aria-describedby': describedBy, ...props }: TextareaProps) {
  const control = useFieldControl({ id, invalid, error, describedBy, required });
  return (
    <>
      <textarea {...props} {...control.props} rows={rows} className={cn(controlClasses, 'min-h-20', className)} />
      {control.errorElement}
    </>
  );
}
