import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeatMap } from './heat-map.tsx';
import { DomainScoreList, OverallScoreStat, ScoreBandBadge, ScoreBar, StatGrid } from './score-parts.tsx';
import { InsightsPanel } from './insights.tsx';
import { TeamHeatMap } from './team-heat-map.tsx';
import { team } from './test-fixtures.ts';
import { SCORE_EDGES as EDGES } from '#domain/test-support/score-edges.ts';

describe.each(EDGES)('a score of %s', (mean, band) => {
  const shown = mean.toFixed(2);

  it(`is '${band}' on the badge and the bar`, () => {
    render(
      <>
        <ScoreBandBadge mean={mean} />
        <ScoreBar mean={mean} label="Belonging" />
      </>,
    );
    expect(screen.getByText(band)).toBeTruthy();
    expect(screen.getByRole('img', { name: `Belonging: ${shown} out of 5.0, ${band}` })).toBeTruthy();
  });

  it(`is '${band}' in the domain list and the overall score`, () => {
    render(
      <>
        <StatGrid>
          <OverallScoreStat overall={{ canShow: true, score: mean }} hiddenMessage="hidden" />
        </StatGrid>
        <DomainScoreList
          domains={[{ domain: 'belonging', label: 'Belonging', canShow: true, meanScore: mean, responseCount: 6, favourability: null }]}
          hiddenMessage="hidden"
        />
      </>,
    );
    expect(within(screen.getByText('Overall score').parentElement as HTMLElement).getByText(band)).toBeTruthy();
    expect(within(screen.getByText('Belonging').closest('li') as HTMLElement).getByText(band)).toBeTruthy();
  });

  it(`is '${band}' in the heat map and the insights`, () => {
    render(
      <>
        <HeatMap
          domains={[{ domain: 'belonging', label: 'Belonging' }]}
          cells={[
            {
              domain: 'belonging',
              questionId: 'q1',
              questionText: 'I belong here.',
              order: 1,
              canShow: true,
              average: mean,
              responseCount: 6,
              favourability: null,
            },
          ]}
        />
        <InsightsPanel
          responses={6}
          threshold={6}
          insights={{ strongest: { domain: 'belonging', label: 'Belonging', mean }, weakest: null, largestGap: null, preferNotToSay: [] }}
        />
      </>,
    );
    const cell = within(screen.getByRole('rowheader', { name: 'Belonging' }).closest('tr') as HTMLElement).getByRole('cell');
    expect(cell.textContent).toContain(shown);
    expect(cell.textContent).toContain(band);
    expect(screen.getAllByText(band).length).toBeGreaterThanOrEqual(2);
  });

  it(`is '${band}' in the team heat map, for the organisation and a team alike`, () => {
    const score = {
      domain: 'belonging',
      label: 'Belonging',
      canShow: true as const,
      meanScore: mean,
      responseCount: 6,
      favourability: null,
    };
    render(<TeamHeatMap organisation={[score]} teams={[team({ domains: [score] })]} />);
    for (const name of ['Whole organisation', /Team of Ada Lovelace/]) {
      const cell = within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement).getByRole('cell');
      expect(cell.textContent).toContain(shown);
      expect(cell.textContent).toContain(band);
    }
  });
});
