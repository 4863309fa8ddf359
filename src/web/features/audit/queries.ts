import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEventFilter, AuditEventListQuery } from '#domain/api/audit.ts';
import { api } from '#web/api-client.ts';

export const auditEventsQueryKey = ['audit-events'] as const;

/** The filters as URL parameters, the same for the list and its CSV download; what is not narrowed is left out. */
function filterParams(filter: AuditEventFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.action) params.set('action', filter.action);
  if (filter.personId) params.set('personId', filter.personId);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params;
}

export function fetchAuditEvents(query: AuditEventListQuery, signal?: AbortSignal) {
  const page = query.page === 1 ? undefined : query.page;
  return api('GET /api/audit-events', { query: { ...Object.fromEntries(filterParams(query)), page, pageSize: query.pageSize }, signal });
}

/** A page of the log, newest first as the server sends it; the last page stays shown while the next loads. */
export function useAuditEvents(query: AuditEventListQuery) {
  return useQuery({
    queryKey: [...auditEventsQueryKey, query],
    queryFn: ({ signal }) => fetchAuditEvents(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Where the browser downloads the log as CSV, with the filters shown. */
export function auditCsvHref(filter: AuditEventFilter): string {
  const search = filterParams(filter).toString();
  return search === '' ? '/api/audit-events.csv' : `/api/audit-events.csv?${search}`;
}
