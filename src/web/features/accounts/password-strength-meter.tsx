import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  loadPasswordScorer,
  passwordStrengthLabel,
  passwordStrengthProblem,
  type PasswordScore,
  type PasswordScorer,
} from '#domain/password-strength.ts';
import { cn } from '#web/components/ui/cn.ts';

/**
 * The scorer for a password field, fetched the first time the field gets focus: its word lists
 * are large, so pages that never ask for a new password never download them.
 */
export function usePasswordScorer(): { scorer: PasswordScorer | undefined; load: () => void } {
  const [scorer, setScorer] = useState<PasswordScorer | undefined>(undefined);
  const load = useCallback(() => {
    void loadPasswordScorer().then(
      (loaded) => setScorer(() => loaded),
      // Without the meter the form still works: the server judges the password anyway.
      () => undefined,
    );
  }, []);
  return { scorer, load };
}

const barColours: Record<PasswordScore, string> = {
  0: 'bg-red-600',
  1: 'bg-red-600',
  2: 'bg-amber-500',
  3: 'bg-emerald-600',
  4: 'bg-emerald-700',
};

/**
 * How hard the password is to guess, in words (Weak, Fair, Good, Strong) and as a bar that only
 * repeats them. The words sit in a polite live region so a screen reader hears them change; the
 * advice says what the server would refuse before the form is sent.
 */
export function PasswordStrengthMeter({
  id,
  password,
  minScore,
  scorer,
  userInputs = [],
}: {
  id?: string;
  password: string;
  minScore: number;
  scorer: PasswordScorer | undefined;
  userInputs?: readonly string[];
}) {
  const { t } = useLingui();
  const strength = scorer && password !== '' ? scorer(password, userInputs) : undefined;
  const label = strength && t(passwordStrengthLabel(strength.score));
  const problem = scorer && password !== '' ? passwordStrengthProblem(scorer, password, minScore, userInputs) : undefined;
  return (
    <div id={id} aria-live="polite" className="mt-1 text-sm">
      {strength && (
        <>
          <div aria-hidden="true" className="flex gap-1">
            {[1, 2, 3, 4].map((step) => (
              <span
                key={step}
                className={cn(
                  'h-1.5 flex-1 rounded-full',
                  step <= Math.max(strength.score, 1) ? barColours[strength.score] : 'bg-slate-200',
                )}
              />
            ))}
          </div>
          <p className="mt-1 text-slate-700">
            <Trans>
              Password strength: <strong>{label}</strong>
            </Trans>
          </p>
          {problem && <p className="text-slate-700">{problem}</p>}
        </>
      )}
    </div>
  );
}
