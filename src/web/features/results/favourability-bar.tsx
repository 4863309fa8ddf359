import { useLingui } from '@lingui/react/macro';
import type { Favourability } from '#domain/favourability.ts';
import { favourabilitySentence, favourabilityShares } from '#domain/favourability.ts';
import { cn } from '#web/components/ui/cn.ts';
import { formatPercent } from './format.ts';

/*
 * The same blue–grey–orange as the score bands (decision 0021), which stays distinct with
 * red–green colour blindness; every part is also named in words with its percentage, so the
 * split reads without colour.
 */
const PARTS = [
  { key: 'agree', colour: '#2563eb' },
  { key: 'neutral', colour: '#94a3b8' },
  { key: 'disagree', colour: '#c2410c' },
] as const;

export interface FavourabilityBarProps {
  /** Null where the mean is hidden, or was published before answers were counted by value: then nothing is shown. */
  favourability: Favourability | null;
  className?: string;
}

/**
 * How the answers behind a mean split, as a stacked bar of agree (4–5), neutral (3) and
 * disagree (1–2) with each share written beside its colour, and "Prefer not to say" apart.
 * Screen readers get one sentence instead of the picture.
 */
export function FavourabilityBar({ favourability, className }: FavourabilityBarProps) {
  const { t } = useLingui();
  if (!favourability) return null;
  const shares = favourabilityShares(favourability);
  const partText = (key: (typeof PARTS)[number]['key'], value: number) => {
    const share = formatPercent(value);
    if (key === 'agree') return t`${share} agree`;
    return key === 'neutral' ? t`${share} neutral` : t`${share} disagree`;
  };
  const preferNotToSay = favourability.preferNotToSay;
  return (
    <div className={cn('flex flex-col gap-1 text-xs text-slate-700', className)}>
      <p className="sr-only">{t(favourabilitySentence(favourability))}</p>
      {shares && (
        <div aria-hidden="true" className="flex flex-col gap-1">
          <div data-testid="favourability-bar" className="flex h-2 w-full overflow-hidden rounded-full bg-slate-200">
            {PARTS.map((part) => (
              // Widths and colours are data; React sets them through CSSOM, which the CSP permits.
              <div key={part.key} data-part={part.key} style={{ width: `${shares[part.key]}%`, backgroundColor: part.colour }} />
            ))}
          </div>
          <p className="flex flex-wrap gap-x-3">
            {PARTS.map((part) => (
              <span key={part.key} className="inline-flex items-center gap-1">
                <span className="size-2 rounded-sm" style={{ backgroundColor: part.colour }} />
                {partText(part.key, shares[part.key])}
              </span>
            ))}
          </p>
        </div>
      )}
      {(favourability.preferNotToSay > 0 || !shares) && (
        <p aria-hidden="true">{shares ? t`${preferNotToSay} preferred not to say` : t(favourabilitySentence(favourability))}</p>
      )}
    </div>
  );
}
