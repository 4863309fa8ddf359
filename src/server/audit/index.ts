/** What other features use of the audit trail: recording an event, and forgetting what nobody's retention covers. */
export { purgeUnattributedSignInFailures, recordAuditEvent, wasRecordedFor, type AuditAction } from './service.ts';
