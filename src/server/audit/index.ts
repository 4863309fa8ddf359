/** What other features use of the audit trail: recording an event. */
export { recordAuditEvent, type AuditAction } from './service.ts';
