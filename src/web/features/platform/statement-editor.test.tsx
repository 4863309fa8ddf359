import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatementEditor, type StatementDraft } from './statement-editor.tsx';

describe('StatementEditor', () => {
  it('edits a statement’s translation per language, the Arabic one right to left', () => {
    const onChange = vi.fn();
    const statement: StatementDraft = {
      key: 'k',
      id: 'q-1',
      text: 'Leaders act.',
      domain: 'alignment',
      translations: { de: 'Führung handelt.' },
    };
    render(
      <StatementEditor
        statement={statement}
        position={2}
        count={3}
        domains={[{ key: 'alignment', label: 'Alignment' }]}
        error={undefined}
        onChange={onChange}
        onMove={() => undefined}
        onRemove={() => undefined}
      />,
    );
    expect((screen.getByLabelText('Statement 2 in Deutsch') as HTMLTextAreaElement).value).toBe('Führung handelt.');
    const arabic = screen.getByLabelText('Statement 2 in العربية') as HTMLTextAreaElement;
    expect(arabic.value).toBe('');
    expect(arabic.dir).toBe('rtl');
    expect(arabic.lang).toBe('ar');
    fireEvent.change(arabic, { target: { value: 'القادة يتصرفون.' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...statement, translations: { de: 'Führung handelt.', ar: 'القادة يتصرفون.' } });
  });
});
