import type { ChoiceResult } from '#domain/api/results.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { fewerThanText } from '#domain/messages.ts';
import { formatPercent } from './format.ts';

/**
 * A single-choice question's published counts as a small bar list: each option's bar is its
 * share of the answers, with the count and share written beside it so it reads without the bar.
 */
export function ChoiceBars({ choice, threshold }: { choice: ChoiceResult; threshold: number }) {
  const { t } = useLingui();
  if (!choice.canShow) return <p className="text-sm text-slate-700">{t(fewerThanText(threshold))}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {choice.options.map((option) => {
        const share = Math.round((option.count / choice.responseCount) * 100);
        const count = option.count;
        const shareText = formatPercent(share);
        return (
          <li key={option.label} className="flex flex-col gap-1 text-sm">
            <span className="flex justify-between gap-4">
              <span>{option.label}</span>
              <span className="font-medium tabular-nums">
                <Trans>
                  {count} ({shareText})
                </Trans>
              </span>
            </span>
            <span aria-hidden="true" className="block h-2 w-full overflow-hidden rounded-full bg-slate-200">
              {/* The width is data; React sets it through CSSOM, which the CSP permits. */}
              <span data-testid="choice-bar" className="block h-full rounded-full bg-indigo-600" style={{ width: `${share}%` }} />
            </span>
          </li>
        );
      })}
      {choice.preferNotToSay > 0 && <PreferNotToSay count={choice.preferNotToSay} />}
    </ul>
  );
}

function PreferNotToSay({ count }: { count: number }) {
  return (
    <li className="text-sm text-slate-700">
      <Trans>Prefer not to say: {count}</Trans>
    </li>
  );
}
