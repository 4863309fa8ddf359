import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A list table: a caption (for screen readers only, unless shown), a header row of column names,
 * and the rows the caller renders (each a <tr>). Scrolls sideways inside its own frame on
 * middling screens instead of squeezing columns; on a phone each row becomes a card of labelled
 * fields (`.data-table` in styles.css), so no list makes anyone scroll sideways. A column name
 * may be an element, e.g. a name for screen readers only; such a column's fields get no visible
 * label on a phone.
 */
export function DataTable({
  caption,
  showCaption = false,
  columns,
  children,
}: {
  caption: string;
  showCaption?: boolean;
  columns: readonly ReactNode[];
  children: ReactNode;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  // The rows are the caller's markup, so each field learns its column's name here, after every
  // render, as an attribute React itself never sets; CSS shows it above the field on a phone.
  useLayoutEffect(() => {
    for (const row of body.current?.rows ?? []) {
      Array.from(row.cells).forEach((cell, index) => {
        const column = columns[index];
        cell.dataset.label = typeof column === 'string' ? column : '';
      });
    }
  });
  return (
    <div className="relative overflow-x-auto">
      <table className="data-table w-full text-start text-sm">
        <caption className={showCaption ? 'mb-2 text-start text-sm text-slate-700' : 'sr-only'}>{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body} className="divide-y divide-slate-200">
          {children}
        </tbody>
      </table>
    </div>
  );
}
