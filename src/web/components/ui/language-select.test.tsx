import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from './language-select.tsx';

describe('LanguageSelect', () => {
  it('names each language in itself, marked with its own language, and gives the one chosen', () => {
    const onChange = vi.fn();
    render(<LanguageSelect label="Organisation language" value="de" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Organisation language' }) as HTMLSelectElement;
    expect(select.value).toBe('de');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['de', 'Deutsch', 'de'],
      ['fr', 'Français', 'fr'],
      ['es', 'Español', 'es'],
      ['ar', 'العربية', 'ar'],
    ]);
    fireEvent.change(select, { target: { value: 'ar' } });
    expect(onChange).toHaveBeenLastCalledWith('ar');
  });

  it('offers choosing none first when asked, as null', () => {
    const onChange = vi.fn();
    render(<LanguageSelect label="Language" value={null} onChange={onChange} noChoice="As my browser asks" />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('As my browser asks');
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(onChange).toHaveBeenLastCalledWith('fr');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
