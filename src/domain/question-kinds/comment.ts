import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { questionKindMessages as messages } from '../messages/question-kinds.ts';
import { COMMENT_MAX_LENGTH, COMMENT_MAX_UTF8_BYTES } from '../question-kind-limits.ts';
import { ok, refused, type QuestionBase, type QuestionKindDefinition } from './definition.ts';

/**
 * Comment: free text, always optional; a blank comment is no comment. Line breaks are kept, other
 * control characters never reach here (the request pipeline refuses them). Released as texts with
 * nothing about who wrote them, published as lists in groups.
 */
export type CommentQuestion = QuestionBase & { readonly kind: 'comment' };

export const comment = {
  label: msg`Comment (free text, optional)`,
  alwaysOptional: msg`A comment is always optional: nobody has to write one.`,
  hasOptions: false,
  fromStored: (base) => ({ ...base, kind: 'comment', required: false }),
  check(_question, raw) {
    if (typeof raw !== 'string') return refused(messages.answerComment(COMMENT_MAX_LENGTH));
    const text = raw.trim();
    if (text.length > COMMENT_MAX_LENGTH) return refused(messages.answerComment(COMMENT_MAX_LENGTH));
    return ok(text === '' ? undefined : text);
  },
  // Sealed drafts hold comments as base64 of their UTF-8 bytes: at most 3 bytes per UTF-16 unit.
  encodedCapacity: Math.ceil(COMMENT_MAX_UTF8_BYTES / 3) * 4 + 16,
  count(question, value, { sums }) {
    if (typeof value === 'string' && value !== '') sums.comments.push({ questionId: question.id, text: value });
  },
  publication: { as: 'comments' },
  questionnaireSchema: z.object({ kind: z.literal('comment') }),
  inputSchema: z.object({
    kind: z.literal('comment'),
    required: z.literal(false, schemaError(messages.commentAlwaysOptional)).default(false),
  }),
} satisfies QuestionKindDefinition<CommentQuestion>;
