import type { FastifyInstance } from 'fastify';
import type { FieldIssue } from '#domain/api/errors.ts';
import { AppError } from '#server/errors.ts';

export const controlCharacterMessage = 'Text must not contain control characters (such as NUL). Remove them and try again.';

// C0 controls except tab, line feed and carriage return, which multi-line text needs; fields
// that must stay on one line refuse those three in their own schema.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * The dotted paths, within `value`, of every string or key holding a forbidden control
 * character. Walks with its own stack: a deeply nested body must not overflow the call stack.
 */
export function pathsWithControlCharacters(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0 && found.length < limit) {
    const item = pending.pop();
    if (!item) break;
    if (typeof item.value === 'string') {
      if (FORBIDDEN.test(item.value)) found.push(item.path);
    } else if (item.value !== null && typeof item.value === 'object' && !ArrayBuffer.isView(item.value)) {
      for (const [key, child] of Object.entries(item.value)) {
        const path = item.path === '' ? key : `${item.path}.${key}`;
        if (FORBIDDEN.test(key)) found.push(path);
        else pending.push({ value: child, path });
      }
    }
  }
  return found.sort();
}

/**
 * PostgreSQL refuses NUL in text, so a NUL in any field used to end as a 500; other control
 * characters have no place in what people type either. Checked on every parsed request part
 * before validation, so the answer is a 400 naming the fields.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    const issues: FieldIssue[] = Object.entries(parts).flatMap(([part, value]) =>
      pathsWithControlCharacters(value).map((path) => ({ path: path === '' ? part : path, message: controlCharacterMessage })),
    );
    if (issues.length > 0) throw new AppError('validation_failed', controlCharacterMessage, issues);
  });
}
