import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupCounts, ResultsCuts } from '#domain/api/results-cuts.ts';
import { cn, focusRing } from '#web/components/ui/cn.ts';
import { gridFrameClass, gridTableClass, rowNameClass } from './heat-map-grid.ts';
import { formatNetPromoterScore } from './format.ts';

/*
 * Counted questions (net promoter, single choice) per team and per value of the chosen attribute
 * (decision 0068): a table per question, a row per group the server published. Groups it held
 * back are not listed at all, as nothing of them was sent.
 */

type Row = { key: string; name: string; counts: GroupCounts };
type Counted = NonNullable<ResultsCuts['counted']>[number];

/** Each counted question's table, of the teams' and the chosen breakdown's groups that show it; nothing where none does. */
export function CutCountsTables({ cuts, attribute }: { cuts: ResultsCuts; attribute: string | undefined }) {
  const { t } = useLingui();
  const breakdown = cuts.breakdowns.find((entry) => entry.attribute === attribute);
  const tables = (cuts.counted ?? []).flatMap((question) => {
    const rows: Row[] = [
      ...(cuts.teams ?? []).flatMap(({ team, choices }) => {
        const counts = choices.find((choice) => choice.questionId === question.questionId);
        const managerName = team.name;
        return counts ? [{ key: `team:${team.managerId}`, name: t`Team of ${managerName}`, counts }] : [];
      }),
      ...(breakdown?.groups ?? []).flatMap((group) => {
        const counts = group.team ? undefined : group.choices?.find((choice) => choice.questionId === question.questionId);
        return counts ? [{ key: `value:${group.value}`, name: group.label, counts }] : [];
      }),
    ];
    return rows.length > 0 ? [{ question, rows }] : [];
  });
  if (tables.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {tables.map(({ question, rows }) => (
        <CountsTable key={question.questionId} question={question} rows={rows} />
      ))}
    </div>
  );
}

function CountsTable({ question, rows }: { question: Counted; rows: readonly Row[] }) {
  const { t } = useLingui();
  const captionId = useId();
  const options = rows[0]?.counts.options.map((option) => option.label) ?? [];
  const columns = question.netPromoter
    ? [t`eNPS`, t`Promoters (9 to 10)`, t`Passives (7 to 8)`, t`Detractors (0 to 6)`, t`Total Responses`]
    : [...options, t`Total Responses`];
  const cells = (counts: GroupCounts) =>
    question.netPromoter && counts.netPromoter
      ? [
          formatNetPromoterScore(counts.netPromoter.score),
          counts.netPromoter.promoters,
          counts.netPromoter.passives,
          counts.netPromoter.detractors,
          counts.responseCount,
        ]
      : [...counts.options.map((option) => option.count), counts.responseCount];
  const text = question.questionText;
  return (
    <section className="flex flex-col gap-2">
      <h4 id={captionId} className="text-sm font-semibold">
        {question.netPromoter ? <Trans>eNPS by group: {text}</Trans> : <Trans>Answers by group: {text}</Trans>}
      </h4>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={cn(gridFrameClass, focusRing)}>
        <table aria-labelledby={captionId} className={gridTableClass} data-testid="cut-counts">
          <thead>
            <tr>
              <th scope="col" className={cn(rowNameClass, 'px-2 py-1 font-semibold')}>
                <Trans>Group</Trans>
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-1 text-end font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={cn(rowNameClass, 'px-2 py-1 font-medium text-slate-900')}>
                  {row.name}
                </th>
                {cells(row.counts).map((cell, index) => (
                  <td key={columns[index] ?? index} className="px-2 py-1 text-end tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
