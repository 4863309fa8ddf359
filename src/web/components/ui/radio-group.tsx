import { useId, type ReactNode } from 'react';
import { cn, focusRing } from './cn.ts';
import { FieldMessage, hasContent, joinIds } from './field.tsx';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's question, rendered as the fieldset's <legend>. */
  legend: ReactNode;
  /** Keeps the legend for screen readers but hides it visually. */
  hideLegend?: boolean;
  options: readonly RadioOption[];
  /** Form field name; generated when omitted (radios only group by a shared name). */
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

// Native radios sharing a name give arrow-key movement and single tab stop for free.
export function RadioGroup({
  legend,
  hideLegend = false,
  options,
  name,
  value,
  defaultValue,
  onChange,
  orientation = 'vertical',
  hint,
  error,
  required,
  disabled,
  className,
}: RadioGroupProps) {
  const baseId = useId();
  const groupName = name ?? baseId;
  const hintId = hasContent(hint) ? `${baseId}-hint` : undefined;
  const errorId = hasContent(error) ? `${baseId}-error` : undefined;
  const controlled = value !== undefined;

  return (
    <fieldset className={cn('flex flex-col gap-2', className)} disabled={disabled} aria-describedby={joinIds(hintId, errorId)}>
      <legend className={cn('mb-1 text-sm font-medium text-slate-900', hideLegend && 'sr-only')}>
        {legend}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      {hintId && (
        <FieldMessage id={hintId} tone="hint">
          {hint}
        </FieldMessage>
      )}
      <div className={cn('flex gap-3', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap')}>
        {options.map((option, index) => {
          const inputId = `${baseId}-option-${index}`;
          const descriptionId = hasContent(option.description) ? `${inputId}-description` : undefined;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                id={inputId}
                type="radio"
                name={groupName}
                value={option.value}
                required={required}
                disabled={option.disabled}
                aria-invalid={errorId ? true : undefined}
                aria-describedby={descriptionId}
                {...(controlled ? { checked: value === option.value } : { defaultChecked: defaultValue === option.value })}
                onChange={(event) => {
                  if (event.target.checked) onChange?.(option.value);
                }}
                className={cn('mt-0.5 size-4 shrink-0 accent-brand-600 disabled:cursor-not-allowed', focusRing)}
              />
              <div className="flex flex-col gap-0.5">
                <label htmlFor={inputId} className="text-sm text-slate-900">
                  {option.label}
                </label>
                {descriptionId && (
                  <FieldMessage id={descriptionId} tone="hint">
                    {option.description}
                  </FieldMessage>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {errorId && (
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      )}
    </fieldset>
  );
}
