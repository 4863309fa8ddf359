/** What other features use of the audit trail: recording an event. */
export { recordAuditEvent, wasRecordedFor, type AuditAction } from './service.ts';
