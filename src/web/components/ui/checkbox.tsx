import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn, focusRing } from './cn.ts';
import { FieldMessage, hasContent, joinIds } from './field.tsx';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
};

export function Checkbox({
  id,
  label,
  description,
  error,
  className,
  onChange,
  onCheckedChange,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = hasContent(description) ? `${inputId}-description` : undefined;
  const errorId = hasContent(error) ? `${inputId}-error` : undefined;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  }

  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        {...props}
        id={inputId}
        type="checkbox"
        onChange={handleChange}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={joinIds(describedBy, descriptionId, errorId)}
        className={cn('mt-0.5 size-4 shrink-0 accent-brand-600 disabled:cursor-not-allowed', focusRing)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {descriptionId && (
          <FieldMessage id={descriptionId} tone="hint">
            {description}
          </FieldMessage>
        )}
        {errorId && (
          <FieldMessage id={errorId} tone="error">
            {error}
          </FieldMessage>
        )}
      </div>
    </div>
  );
}
