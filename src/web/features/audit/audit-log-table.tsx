import { useLingui } from '@lingui/react/macro';
import type { AuditEvent } from '#domain/api/audit.ts';
import { auditDetailsText } from '#domain/audit-details.ts';
import { auditActionLabel } from '#domain/messages/audit.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';

/** One row per event, newest first as the server sends them. */
export function AuditLogTable({ events }: { events: AuditEvent[] }) {
  const { t } = useLingui();
  const { i18n } = useLingui();
  // UTC, like the date filters and the CSV download, so a day means the same everywhere.
  const utcDateTime = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  return (
    <DataTable caption={t`Audit log`} columns={[t`When (UTC)`, t`Action`, t`Person`, t`Details`]}>
      {events.map((event) => (
        <tr key={event.id} className="align-top">
          <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
            <time dateTime={event.at}>{utcDateTime.format(new Date(event.at))}</time>
          </th>
          <td className="px-3 py-2 font-medium">{t(auditActionLabel(event.action))}</td>
          <td className="px-3 py-2">
            <Actor event={event} />
          </td>
          <td className="px-3 py-2 text-slate-700">{auditDetailsText(i18n, event.details) || '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Who acted, with their address; nobody named for the product's own work (a scheduled close). */
function Actor({ event }: { event: AuditEvent }) {
  if (event.actorName === null) return <span className="text-slate-600">—</span>;
  return (
    <>
      {event.actorName}
      {event.actorEmail && (
        <span className="block text-xs text-slate-600">
          <EmailAddress address={event.actorEmail} />
        </span>
      )}
    </>
  );
}
