import { Trans, useLingui } from '@lingui/react/macro';
import { PEOPLE_CSV_COLUMNS } from '#domain/api/people.ts';
import { MAX_ATTRIBUTE_VALUES } from '#domain/person-attributes.ts';
import { cn, focusRing } from '#web/components/ui/cn.ts';

const EXAMPLE = `email,first name,last name,role,manager email,department,location,tenure or start date,employment type
sam.jones@example.com,Sam,Jones,manager,priya.patel@example.com,Engineering,Berlin,2-5,full-time
alex.smith@example.com,Alex,Smith,employee,sam.jones@example.com,Engineering,Lyon,2024-09-01,part-time`;

/** How a people CSV file is laid out, with an example; the file field is described by it. */
export function CsvImportHelp({ id }: { id: string }) {
  const { t } = useLingui();
  const columns = PEOPLE_CSV_COLUMNS.join(', ');
  return (
    <div id={id} className="flex flex-col gap-2 text-sm text-slate-700">
      <p>
        <Trans>
          One person per row, with the columns <strong>{columns}</strong>, in that order. A header row is optional. The role is employee,
          manager or organisation_admin; left empty, it is employee. The manager email may be left empty; if given, it is an active manager
          or admin of your organisation, or someone the same file invites as a manager or admin: they are linked once both have joined, so a
          whole hierarchy imports in one file. Everyone listed gets an invitation email.
        </Trans>
      </p>
      <p>
        <Trans>
          The last four columns are optional. Department and location are short labels shared by several people (at most{' '}
          {MAX_ATTRIBUTE_VALUES} different values each; values that differ only in case are merged). Tenure is a band (&lt;1, 1-2, 2-5,
          5-10, 10+) or a start date (YYYY-MM-DD), of which only the band is kept. Employment type is full-time, part-time, contractor,
          temporary or intern. Attributes of your own follow in columns headed by their names, with a header row.
        </Trans>
      </p>
      <p>
        <Trans>Example (Priya Patel is already a manager in the organisation; Sam Jones is invited in the same file):</Trans>
      </p>
      {/* Its lines are wider than a phone and scroll sideways: focusable and named, so keyboard users can scroll it too. */}
      <pre
        role="region"
        aria-label={t`Example CSV file`}
        tabIndex={0}
        className={cn('overflow-x-auto rounded-md bg-slate-100 p-3 text-xs text-slate-900', focusRing)}
      >
        {EXAMPLE}
      </pre>
    </div>
  );
}
