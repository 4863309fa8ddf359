import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button.tsx';

/** "Showing 26–50 of 312", with Previous and Next, under a list the server pages. `label` names the navigation. */
export function ListPager({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { i18n } = useLingui();
  const firstShown = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const first = i18n.number(firstShown);
  const last = i18n.number(Math.min(page * pageSize, total));
  const count = i18n.number(total);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p aria-live="polite">
        <Trans>
          Showing {first}–{last} of {count}
        </Trans>
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <Trans>Previous page</Trans>
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <Trans>Next page</Trans>
        </Button>
      </div>
    </nav>
  );
}
