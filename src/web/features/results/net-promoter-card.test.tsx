import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetPromoterCard } from './net-promoter-card.tsx';

const question = { questionText: 'How likely are you to recommend working here?', order: 1 };

describe('the eNPS card on the results page', () => {
  it('shows the score, its three groups and the distribution, and the score in each wave', () => {
    render(
      <NetPromoterCard
        threshold={6}
        choices={[
          {
            ...question,
            questionId: 'e1',
            canShow: true,
            responseCount: 8,
            preferNotToSay: 1,
            options: [2, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2].map((count, score) => ({ label: String(score), count })),
            netPromoter: { score: 25, promoters: 4, passives: 2, detractors: 2 },
          },
        ]}
        trends={[
          {
            questionId: 'e1',
            order: 1,
            questionText: question.questionText,
            change: null,
            series: [
              { assessmentId: '00000000-0000-4000-8000-000000000001', wave: 1, score: -10 },
              { assessmentId: '00000000-0000-4000-8000-000000000002', wave: 2, score: null },
              { assessmentId: '00000000-0000-4000-8000-000000000003', wave: 3, score: 25 },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByTestId('enps-score').textContent).toBe('+25');
    expect(screen.getByText('Promoters (9 to 10)').nextSibling?.textContent).toBe('4 (50%)');
    expect(screen.getByText('Detractors (0 to 6)').nextSibling?.textContent).toBe('2 (25%)');
    expect(screen.getAllByTestId('choice-bar')).toHaveLength(11);
    expect(screen.getByText('Prefer not to say: 1')).toBeTruthy();
    expect(screen.getByTestId('enps-trend').textContent).toBe('Wave 1: -10Wave 2: hiddenWave 3: +25');
  });

  it('says the score is held back below the minimum group size', () => {
    render(
      <NetPromoterCard threshold={6} trends={undefined} choices={[{ ...question, questionId: 'e1', canShow: false, netPromoter: null }]} />,
    );
    expect(screen.queryByTestId('enps-score')).toBeNull();
    expect(screen.getByText(/fewer than 6/i)).toBeTruthy();
  });
});
