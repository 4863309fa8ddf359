// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionKindsCard } from './question-kinds-card.tsx';

afterEach(cleanup);

describe('choices and comments on the results page', () => {
  it('shows option counts and comments in question order, and says when counts are held back', () => {
    render(
      <QuestionKindsCard
        threshold={6}
        choices={[
          { questionId: 'c1', questionText: 'Where do you work best?', order: 1, canShow: true, responseCount: 8, preferNotToSay: 1, options: [{ label: 'Office', count: 2 }, { label: 'Home', count: 6 }] },
          { questionId: 'c2', questionText: 'Which day suits you?', order: 3, canShow: false },
        ]}
        comments={[{ questionId: 't1', questionText: 'What would you change?', order: 2, comments: ['More quiet rooms'] }]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Where do you work best?', 'What would you change?', 'Which day suits you?']);
    expect(screen.getByText('Home').parentElement?.textContent).toBe('Home6 (75%)');
    expect(screen.getByText('Prefer not to say: 1')).toBeTruthy();
    expect(screen.getByText('More quiet rooms')).toBeTruthy();
    expect(screen.getByText(/fewer than 6/i)).toBeTruthy();
  });

  it('shows nothing for an assessment without such questions', () => {
    const { container } = render(<QuestionKindsCard threshold={6} choices={[]} comments={[]} />);
    expect(container.textContent).toBe('');
  });
});
