import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from './cn.ts';
import { useFieldControl } from './field.tsx';
import { controlClasses } from './input.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = ComponentPropsWithRef<'select'> & {
  invalid?: boolean;
  error?: ReactNode;
  /** Convenience alternative to `<option>` children (both may be used). */
  options?: readonly SelectOption[];
  /** Adds a first empty-valued option, so `required` rejects "nothing chosen". */
  placeholder?: string;
};

export function Select({
  id,
  invalid,
  error,
  required,
  className,
  options,
  placeholder,
  children,
  multiple,
  'aria-describedby': describedBy,
  ...props
}: SelectProps) {
  const control = useFieldControl({ id, invalid, error, describedBy, required });
  return (
    <>
      <div className="relative">
        <select
          {...props}
          {...control.props}
          multiple={multiple}
          className={cn(controlClasses, !multiple && 'h-10 appearance-none pe-9', className)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        {!multiple && (
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-600"
          >
            <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
          </svg>
        )}
      </div>
      {control.errorElement}
    </>
  );
}
