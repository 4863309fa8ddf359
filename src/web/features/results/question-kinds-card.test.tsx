import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionKindsCard } from './question-kinds-card.tsx';

describe('choices and comments on the results page', () => {
  it('shows option counts and comments in question order, and says when counts are held back', () => {
    render(
      <QuestionKindsCard
        threshold={6}
        choices={[
          {
            questionId: 'c1',
            questionText: 'Where do you work best?',
            order: 1,
            canShow: true,
            responseCount: 8,
            preferNotToSay: 1,
            options: [
              { label: 'Office', count: 2 },
              { label: 'Home', count: 6 },
            ],
          },
          { questionId: 'c2', questionText: 'Which day suits you?', order: 3, canShow: false },
        ]}
        comments={[
          {
            questionId: 't1',
            questionText: 'What would you change?',
            order: 2,
            comments: ['More quiet rooms', 'Quiet rooms, and [name] agrees'],
            themes: [{ term: 'quiet rooms', comments: 2 }],
          },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Where do you work best?',
      'What would you change?',
      'Which day suits you?',
    ]);
    expect(screen.getByText('Home').parentElement?.textContent).toBe('Home6 (75%)');
    // Each option's bar is as long as its share of the answers.
    expect(screen.getAllByTestId('choice-bar').map((bar) => bar.style.width)).toEqual(['25%', '75%']);
    expect(screen.getByText('Prefer not to say: 1')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Comments' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['More quiet rooms', 'Quiet rooms, and [name] agrees']);
    expect(within(screen.getByRole('list', { name: 'Themes' })).getByRole('listitem').textContent).toBe('quiet rooms · 2 comments');
    expect(screen.getByText(/fewer than 6/i)).toBeTruthy();
  });

  it('shows nothing for an assessment without such questions', () => {
    const { container } = render(<QuestionKindsCard threshold={6} choices={[]} comments={[]} />);
    expect(container.textContent).toBe('');
  });
});
