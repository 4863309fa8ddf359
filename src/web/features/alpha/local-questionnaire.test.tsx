import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { questionsForSet } from '#domain/question-bank.ts';
import { LocalQuestionnaire } from './local-questionnaire.tsx';

const press = (key: string) => fireEvent.keyDown(document.body, { key });

describe('the local questionnaire', () => {
  it("answers with the server questionnaire's keys: 1 to 5, 0 for Prefer not to say, Enter to go on and complete", () => {
    const questions = questionsForSet('default-assessment');
    const onComplete = vi.fn();
    render(<LocalQuestionnaire setId="default-assessment" onComplete={onComplete} onCancel={() => {}} />);
    expect(screen.getByText(/press 1 to 5 to choose an answer, 0 for Prefer not to say, and Enter to continue/)).toBeTruthy();

    // Enter waits for an answer.
    press('Enter');
    expect(screen.getByRole('heading', { name: `Question 1 of ${questions.length}` })).toBeTruthy();
    press('4');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Agree' }).checked).toBe(true);
    press('Enter');
    expect(screen.getByRole('heading', { name: `Question 2 of ${questions.length}` })).toBeTruthy();
    press('0');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Prefer not to say' }).checked).toBe(true);
    for (const key of ['Enter', '5', 'Enter', '1', 'Enter', '2']) press(key);
    expect(onComplete).not.toHaveBeenCalled();
    press('Enter');
    expect(onComplete).toHaveBeenCalledWith(
      Object.fromEntries(questions.map((question, index) => [question.id, [4, null, 5, 1, 2][index]])),
    );
  });
});
