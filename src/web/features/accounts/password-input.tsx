import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn, focusRing } from '#web/components/ui/cn.ts';
import { Input, type InputProps } from '#web/components/ui/input.tsx';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Accessible name of the show/hide button, e.g. "Show password". */
  toggleLabel?: string;
};

/** A password input with a toggle button that shows the characters typed. */
export function PasswordInput({ toggleLabel, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pe-11', className)} />
      {/* The name stays the same and aria-pressed carries the state, as for any toggle button. */}
      <button
        type="button"
        aria-label={toggleLabel ?? t`Show password`}
        aria-pressed={visible}
        onClick={() => setVisible((current) => !current)}
        className={cn(
          'absolute top-1 end-1 flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          focusRing,
        )}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
      <path strokeLinecap="round" strokeLinejoin="round" d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 3l18 18M10.6 5.1A9.8 9.8 0 0 1 12 5c6 0 9.5 7 9.5 7a17 17 0 0 1-3 3.9M6.6 6.6C4 8.3 2.5 12 2.5 12S6 19 12 19a9.5 9.5 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2"
      />
    </svg>
  );
}
