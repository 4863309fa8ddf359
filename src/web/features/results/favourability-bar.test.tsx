import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FavourabilityBar } from './favourability-bar.tsx';

describe('the favourability bar', () => {
  it('draws agree, neutral and disagree as widths that add up to the whole bar', () => {
    render(<FavourabilityBar favourability={{ agree: 62, neutral: 21, disagree: 17, preferNotToSay: 4 }} />);
    const parts = [...screen.getByTestId('favourability-bar').children] as HTMLElement[];
    expect(parts.map((part) => [part.dataset.part, part.style.width])).toEqual([
      ['agree', '62%'],
      ['neutral', '21%'],
      ['disagree', '17%'],
    ]);
  });

  it('writes every share in words beside its colour, and "Prefer not to say" apart, so it reads without colour', () => {
    const { container } = render(<FavourabilityBar favourability={{ agree: 7, neutral: 3, disagree: 2, preferNotToSay: 1 }} />);
    for (const text of ['58% agree', '25% neutral', '17% disagree', '1 preferred not to say']) expect(screen.getByText(text)).toBeTruthy();
    // The picture is hidden from screen readers, which hear one sentence instead.
    const sentence = container.querySelector('.sr-only');
    expect(sentence?.textContent).toBe('58% agree, 25% neutral, 17% disagree; 1 preferred not to say');
    expect(screen.getByTestId('favourability-bar').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says nothing of "Prefer not to say" when no one chose it', () => {
    render(<FavourabilityBar favourability={{ agree: 3, neutral: 3, disagree: 0, preferNotToSay: 0 }} />);
    expect(screen.getByText('0% disagree')).toBeTruthy();
    expect(screen.queryByText(/preferred not to say/)).toBeNull();
  });

  it('draws no bar when every answer was "Prefer not to say"', () => {
    render(<FavourabilityBar favourability={{ agree: 0, neutral: 0, disagree: 0, preferNotToSay: 6 }} />);
    expect(screen.queryByTestId('favourability-bar')).toBeNull();
    expect(screen.getAllByText('No answers with a value; 6 preferred not to say').length).toBeGreaterThan(0);
  });

  it('shows nothing at all where favourability is unknown, rather than zeros', () => {
    const { container } = render(<FavourabilityBar favourability={null} />);
    expect(container.innerHTML).toBe('');
  });
});
