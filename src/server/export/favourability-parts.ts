import { msg } from '@lingui/core/macro';

/** The favourability parts in the web's colours (the score bands' blue–grey–orange), each also named in words. */
export const FAVOURABILITY_PARTS = [
  { key: 'agree', label: msg`agree`, colour: '#2563eb' },
  { key: 'neutral', label: msg`neutral`, colour: '#94a3b8' },
  { key: 'disagree', label: msg`disagree`, colour: '#c2410c' },
] as const;
