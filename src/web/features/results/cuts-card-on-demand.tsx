import { lazy } from 'react';
import { withTexts } from '#web/i18n/locale.ts';

// Loaded with its texts when the dashboard first shows it: a first visit to the dashboard does without it.
export const CutsCardOnDemand = lazy(async () => ({ default: (await withTexts(() => import('./cuts-card.tsx'))).CutsCard }));
