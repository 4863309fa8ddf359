import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import {
  AUDIT_CSV_ROW_LIMIT,
  type AuditEventFilterSchema,
  type AuditEventList,
  type AuditEventListQuerySchema,
} from '#domain/api/audit.ts';
import { auditDetailsText } from '#domain/audit-details.ts';
import { neutraliseCell } from '#domain/csv-cell.ts';
import { auditActionLabel } from '#domain/messages.ts';
import type { ServerContext } from '#server/context.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { presentAuditEvent } from './presenter.ts';
import { countAuditEvents, listAuditEventRows, type AuditEventFilters } from './queries.ts';
import { recordAuditEvent } from './service.ts';

type Filter = z.output<typeof AuditEventFilterSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters as the queries take them: the dates are whole UTC days, `to` included. */
function filtersOf(filter: Filter): AuditEventFilters {
  return {
    action: filter.action,
    personId: filter.personId,
    since: filter.from === undefined ? undefined : new Date(`${filter.from}T00:00:00.000Z`),
    before: filter.to === undefined ? undefined : new Date(new Date(`${filter.to}T00:00:00.000Z`).getTime() + DAY_MS),
  };
}

/** One page of the organisation's audit log, newest first: one count and one page query. */
export async function listAuditEvents(
  context: ServerContext,
  actor: OrganisationActor,
  query: z.output<typeof AuditEventListQuerySchema>,
  i18n: I18n,
): Promise<AuditEventList> {
  const { organisationId } = actor;
  const filters = filtersOf(query);
  const [rows, total] = await Promise.all([
    listAuditEventRows(context.db, organisationId, filters, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countAuditEvents(context.db, organisationId, filters),
  ]);
  return { events: rows.map((row) => presentAuditEvent(i18n, row)), total, page: query.page, pageSize: query.pageSize };
}

const CSV_HEADER = ['Time (UTC)', 'Action', 'Action code', 'Person', 'Email', 'Details'];

/**
 * The filtered log as CSV, newest first, at most AUDIT_CSV_ROW_LIMIT rows; UTF-8 with a
 * byte-order mark for spreadsheet programs, every cell safe from formula injection. The
 * download is itself recorded, with the filters it used.
 */
/** The audit log as CSV, its words in the reader's language (`i18n`). */
export async function auditEventsCsv(context: ServerContext, actor: OrganisationActor, filter: Filter, i18n: I18n) {
  const { organisationId } = actor;
  const rows = await listAuditEventRows(context.db, organisationId, filtersOf(filter), { limit: AUDIT_CSV_ROW_LIMIT, offset: 0 });
  const lines = rows
    .map((row) => presentAuditEvent(i18n, row))
    .map((event) => [
      event.at,
      i18n._(auditActionLabel(event.action)),
      event.action,
      event.actorName ?? '',
      event.actorEmail ?? '',
      auditDetailsText(i18n, event.details),
    ]);
  // The writer loads with the first export, not with the server.
  const { stringify } = await import('csv-stringify/sync');
  const body = `\uFEFF${stringify(
    [CSV_HEADER, ...lines].map((cells) => cells.map(neutraliseCell)),
    { record_delimiter: 'windows' },
  )}`;
  await recordAuditEvent(context.db, organisationId, actor.userId, 'AUDIT_LOG_EXPORTED', {
    ...(filter.action ? { action: filter.action } : {}),
    // As user_id, like every event about a person: the log shows their name.
    ...(filter.personId ? { user_id: filter.personId } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    rows: rows.length,
  });
  const day = context.clock.now().toISOString().slice(0, 10);
  return { fileName: `culturelens-audit-log-${day}.csv`, body };
}
