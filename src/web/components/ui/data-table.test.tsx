import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table.tsx';

function Names() {
  const [names, setNames] = useState(['Ada']);
  return (
    <>
      <button type="button" onClick={() => setNames((current) => [...current, 'Grace'])}>
        Add
      </button>
      <DataTable caption="People" columns={['Name', 'Role', <span className="sr-only">Actions</span>]}>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>Employee</td>
            <td>
              <button type="button">Edit {name}</button>
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

describe('DataTable', () => {
  it('names each field with its column for the phone layout, also in rows added later, and leaves a hidden column unnamed', () => {
    render(<Names />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Role', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const fields = [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')];
      expect(fields.map((field) => field.getAttribute('data-label'))).toEqual(['Name', 'Role', '']);
    }
  });
});
