import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadPasswordScorer,
  PASSWORD_MIN_SCORE_ADMINISTRATOR,
  PASSWORD_MIN_SCORE_EMPLOYEE,
  type PasswordScorer,
} from '#domain/password-strength.ts';
import { i18n } from '@lingui/core';
import { PASSWORD_WARNINGS } from '#domain/password-feedback.ts';
import { NewPasswordFields } from './account-fields.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

let scorer: PasswordScorer;
beforeAll(async () => {
  scorer = await loadPasswordScorer();
});

describe('PasswordStrengthMeter', () => {
  it('says the strength in words inside a polite live region', () => {
    const { container, rerender } = render(
      <PasswordStrengthMeter password="aaaaaaa" minScore={PASSWORD_MIN_SCORE_EMPLOYEE} scorer={scorer} />,
    );
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region?.textContent).toContain('Password strength: Weak');
    expect(region?.textContent).toContain('This password is too easy to guess.');

    rerender(<PasswordStrengthMeter password="k9#Lmq7z" minScore={PASSWORD_MIN_SCORE_EMPLOYEE} scorer={scorer} />);
    expect(region?.textContent).toContain('Password strength: Fair');
    expect(region?.textContent).not.toContain('too easy to guess');

    rerender(<PasswordStrengthMeter password="correct horse battery" minScore={PASSWORD_MIN_SCORE_ADMINISTRATOR} scorer={scorer} />);
    expect(region?.textContent).toContain('Password strength: Strong');
  });

  it('says what makes the password guessable in the language shown', () => {
    const warning = PASSWORD_WARNINGS.simpleRepeat;
    if (!warning) throw new Error('the repeated-characters warning is gone');
    i18n.load('de', { [warning.id]: 'Wiederholte Zeichen wie „aaa“ sind leicht zu erraten.' });
    i18n.activate('de');
    const { container } = render(<PasswordStrengthMeter password="aaaaaaa" minScore={PASSWORD_MIN_SCORE_EMPLOYEE} scorer={scorer} />);
    expect(container.textContent).toContain('Wiederholte Zeichen wie „aaa“ sind leicht zu erraten.');
    expect(container.textContent).not.toContain('Repeated characters');
  });

  it('holds an administrator’s password to a higher score', () => {
    render(<PasswordStrengthMeter password="k9#Lmq7z" minScore={PASSWORD_MIN_SCORE_ADMINISTRATOR} scorer={scorer} />);
    expect(screen.getByText(/too easy to guess/)).toBeTruthy();
  });

  it('counts the person’s own name against the password', () => {
    const { container } = render(
      <PasswordStrengthMeter password="Zandervelt71" minScore={4} scorer={scorer} userInputs={['Zandervelt']} />,
    );
    expect(container.textContent).toContain('too easy to guess');
  });

  it('shows nothing for an empty password or before the scorer is loaded', () => {
    const { container, rerender } = render(<PasswordStrengthMeter password="" minScore={2} scorer={scorer} />);
    expect(container.textContent).toBe('');
    rerender(<PasswordStrengthMeter password="aaaaaaa" minScore={2} scorer={undefined} />);
    expect(container.textContent).toBe('');
  });

  it('is wired to the new-password field, which loads the scorer when first focused', async () => {
    function Form() {
      const form = useForm({ defaultValues: { password: '', confirmPassword: '' } });
      return (
        <NewPasswordFields
          minLength={6}
          minScore={PASSWORD_MIN_SCORE_EMPLOYEE}
          password={{ ...form.register('password'), error: undefined }}
          passwordValue={form.watch('password')}
          confirmation={{ ...form.register('confirmPassword'), error: undefined }}
        />
      );
    }
    render(<Form />);
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Summer2024' } });
    await waitFor(() => expect(screen.getByText('Weak')).toBeTruthy());
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const meter = document.querySelector('[aria-live="polite"]');
    expect(describedBy.split(' ')).toContain(meter?.id);
  });
});
