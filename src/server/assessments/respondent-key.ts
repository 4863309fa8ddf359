import { createHmac } from 'node:crypto';

/**
 * The key answers are stored under. It is the same every time a person answers the same
 * assessment (so they can resume), differs between assessments (so waves cannot be joined
 * up), and cannot be computed back to a person without the secret, which is not in the
 * database.
 */
export function respondentKey(secret: string, assessmentId: string, userId: string): string {
  return createHmac('sha256', secret).update(`${assessmentId}:${userId}`).digest('base64url');
}
