import { useId, useState, type ReactNode } from 'react';
import type { DomainScore, SubtreeResults, TeamResults } from '#domain/api/results.ts';
import { subtreeMessages } from '#domain/messages/teams.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { cn, focusRing } from '#web/components/ui/cn.ts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { columnClass, gridFrameClass, gridTableClass, rowNameClass } from './heat-map-grid.ts';
import { maxScoreText } from './format.ts';
import { ExtraCells, TeamHeatMapCell, WholeOrganisationRow } from './team-heat-map-cell.tsx';
import { columnKey, DEFAULT_TEAM_ORDER, nextTeamOrder, orderTeams, type TeamOrder } from './team-heat-map-order.ts';

export interface TeamHeatMapProps {
  /** The whole organisation's domain scores: the first row, and the columns in their order. */
  organisation: readonly DomainScore[];
  /** The teams the viewer may see, as the teams endpoint sent them. */
  teams: readonly TeamResults[];
  /** The managers' subtrees the viewer may see (groups of teams): after the organisation, before the teams. */
  subtrees?: readonly SubtreeResults[];
  threshold?: number;
  /** Columns after the domains, each with a cell per row (the eNPS per net promoter question, loaded with its own chunk). */
  extraColumns?: readonly ExtraColumn[];
}

/** A column after the domains: its header, and what each row shows in it; null where the figure is not shown (the hidden cell). */
export interface ExtraColumn {
  key: string;
  header: ReactNode;
  organisation: ReactNode | null;
  /** A manager's subtree's cell (a group of teams). */
  subtree: ReactNode | null;
  team: (managerId: string) => ReactNode | null;
}

/**
 * Team × domain grid: the whole organisation first, then each manager's subtree (marked as a
 * group of teams), then one row per team, each cell a tile in its band's colour with the
 * team's mean and band, the share who agree and its difference from the organisation. Every
 * figure is one the server published behind the anonymity rules; nothing is computed here but
 * the difference of two shown means. Sorted with the buttons in the column headers.
 */
export function TeamHeatMap({ organisation, teams, subtrees = [], threshold = ANONYMITY_THRESHOLD, extraColumns = [] }: TeamHeatMapProps) {
  const { t } = useLingui();
  const captionId = useId();
  const [order, setOrder] = useState<TeamOrder>(DEFAULT_TEAM_ORDER);
  const rows = orderTeams(teams, order);
  const maxScore = maxScoreText();
  const teamName = (managerName: string) => t`Team of ${managerName}`;
  const teamSize = (count: number) => t`${plural(count, { one: '# member', other: '# members' })}`;
  const sortBy = (column: TeamOrder['column']) => setOrder((current) => nextTeamOrder(current, column));

  return (
    <div className="flex flex-col gap-2">
      {/* Outside the frame, which scrolls: a caption inside the table would be cut at the frame's edge on a phone. */}
      <p id={captionId} className="text-sm text-slate-700">
        <Trans>
          Mean agreement per team and domain out of {maxScore}, with the share who agree and the difference from the whole organisation
        </Trans>
      </p>
      {/* Scrolls sideways inside its own frame on narrow screens, a whole domain at a time, with the row names kept in view; focusable so keyboard users can scroll it too. */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={cn(gridFrameClass, focusRing)}>
        <table aria-labelledby={captionId} className={gridTableClass}>
          <thead>
            <tr>
              <SortHeader label={t`Team`} column="team" order={order} onSort={sortBy} className={rowNameClass} />
              {organisation.map((domain) => (
                <SortHeader
                  key={domain.domain}
                  label={domain.label}
                  column={{ domain: domain.domain }}
                  order={order}
                  onSort={sortBy}
                  className={columnClass}
                />
              ))}
              {extraColumns.map((column) => (
                <th key={column.key} scope="col" className={cn(columnClass, 'px-2 py-1 align-bottom font-semibold text-slate-900')}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <WholeOrganisationRow
              organisation={organisation}
              threshold={threshold}
              extra={extraColumns.map((column) => column.organisation)}
            />
            {orderTeams(subtrees, order).map((subtree) => (
              <MapRow
                key={`subtree-${subtree.managerId}`}
                name={t(subtreeMessages.name(subtree.managerName))}
                detail={t(subtreeMessages.kind(subtree.teamCount))}
                domains={subtree.domains}
                organisation={organisation}
                threshold={threshold}
                extra={extraColumns.map((column) => column.subtree)}
              />
            ))}
            {rows.map((team) => (
              <MapRow
                key={team.managerId}
                name={teamName(team.managerName)}
                detail={teamSize(team.teamSize)}
                domains={team.domains}
                organisation={organisation}
                threshold={threshold}
                extra={extraColumns.map((column) => column.team(team.managerId))}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface MapRowProps {
  name: string;
  /** Under the name: a team's size, or that a subtree is a group of teams. */
  detail: string;
  domains: readonly DomainScore[];
  organisation: readonly DomainScore[];
  threshold: number;
  /** The row's cells in the extra columns, in their order. */
  extra: readonly (ReactNode | null)[];
}

/** One team's or subtree's row: each cell against the organisation's figure for the domain. */
function MapRow({ name, detail, domains, organisation, threshold, extra }: MapRowProps) {
  return (
    <tr>
      <th scope="row" className={cn(rowNameClass, 'px-2 py-1 align-top')}>
        <span className="block font-medium text-slate-900">{name}</span>
        <span className="block text-xs font-normal text-slate-700">{detail}</span>
      </th>
      {organisation.map((domain) => (
        <td key={domain.domain} className={cn(columnClass, 'align-top')}>
          <TeamHeatMapCell score={domains.find((entry) => entry.domain === domain.domain)} organisation={domain} threshold={threshold} />
        </td>
      ))}
      <ExtraCells cells={extra} threshold={threshold} />
    </tr>
  );
}

interface SortHeaderProps {
  label: string;
  column: TeamOrder['column'];
  order: TeamOrder;
  onSort: (column: TeamOrder['column']) => void;
  className?: string;
}

/**
 * A column header whose button sorts by the column. The header states the current order with
 * aria-sort (only on the sorted column, as the pattern asks); the arrow repeats it for sight.
 */
function SortHeader({ label, column, order, onSort, className }: SortHeaderProps) {
  const active = columnKey(order.column) === columnKey(column);
  const arrow = active ? (order.direction === 'ascending' ? '↑' : '↓') : '↕';
  return (
    <th scope="col" aria-sort={active ? order.direction : undefined} className={cn('px-1 py-1 align-bottom', className)}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm px-1 py-0.5 text-left font-semibold text-slate-900 hover:bg-slate-100',
          focusRing,
        )}
      >
        {label}
        <span aria-hidden="true" className="text-slate-600">
          {arrow}
        </span>
      </button>
    </th>
  );
}
