import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { Label } from './label.tsx';

interface FieldContextValue {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean | undefined;
}

const FieldContext = createContext<FieldContextValue | null>(null);

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export function FieldMessage({ id, tone, children }: { id: string; tone: 'hint' | 'error'; children: ReactNode }) {
  return (
    <p id={id} className={cn('text-sm', tone === 'error' ? 'text-red-700' : 'text-slate-600')}>
      {children}
    </p>
  );
}

export interface FieldControlOptions {
  id: string | undefined;
  invalid: boolean | undefined;
  error: ReactNode;
  describedBy: string | undefined;
  required: boolean | undefined;
}

/**
 * Resolves a control's id, aria-invalid and aria-describedby from its own props and any
 * surrounding <Field>. A control's own `error` renders right after it (`errorElement`).
 */
export function useFieldControl({ id, invalid, error, describedBy, required }: FieldControlOptions) {
  const field = useContext(FieldContext);
  const generatedId = useId();
  const controlId = id ?? field?.controlId ?? generatedId;
  const ownError = hasContent(error);
  const errorId = `${controlId}-own-error`;
  const isInvalid = Boolean(invalid) || ownError || Boolean(field?.invalid);
  return {
    props: {
      id: controlId,
      required: required ?? field?.required,
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': joinIds(describedBy, field?.describedBy, ownError ? errorId : undefined),
    },
    errorElement: ownError ? (
      <FieldMessage id={errorId} tone="error">
        {error}
      </FieldMessage>
    ) : null,
  };
}

export interface FieldProps {
  label: ReactNode;
  /** Guidance shown under the label and announced with the control. */
  hint?: ReactNode;
  /** Error text; when present the control is marked aria-invalid and describes itself with it. */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  className?: string;
  /** One Input, Textarea or Select (or a custom control using useFieldControl). */
  children: ReactNode;
}

/** Label + control + hint + error, wired together with generated ids. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const value: FieldContextValue = {
    controlId,
    describedBy: joinIds(hintId, errorId),
    invalid: errorId !== undefined,
    required,
  };
  return (
    <FieldContext value={value}>
      <div className={cn('flex flex-col gap-1.5', className)}>
        <Label htmlFor={controlId} required={required}>
          {label}
        </Label>
        {hintId && (
          <FieldMessage id={hintId} tone="hint">
            {hint}
          </FieldMessage>
        )}
        {children}
        {errorId && (
          <FieldMessage id={errorId} tone="error">
            {error}
          </FieldMessage>
        )}
      </div>
    </FieldContext>
  );
}
