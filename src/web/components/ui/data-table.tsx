import type { ReactNode } from 'react';

/**
 * A list table: a caption (for screen readers only, unless shown), a header row of column names,
 * and the rows the caller renders (each a <tr>). Scrolls sideways on narrow screens instead of
 * squeezing columns. A column name may be an element, e.g. a name for screen readers only.
 */
export function DataTable({ caption, showCaption = false, columns, children }: { caption: string; showCaption?: boolean; columns: readonly ReactNode[]; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className={showCaption ? 'mb-2 text-left text-sm text-slate-700' : 'sr-only'}>{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
