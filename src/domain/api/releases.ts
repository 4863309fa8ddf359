import { schemaError, schemaText } from '../schema-language.ts';
import { z } from 'zod';
import { ANONYMITY_THRESHOLD } from '../anonymity.ts';
import { answerImportMessages } from '../messages.ts';
import { AnswerValueSchema } from './assessments.ts';

/** The most answer sheets one import holds: a local workspace holds at most 2,000 people. */
export const IMPORT_SHEETS_MAX = 2000;

/** One person's answers, linked to nobody: question id → value 1–5, null for "Prefer not to say". */
const ImportedSheetSchema = z.record(z.string().min(1).max(100), AnswerValueSchema);

const SheetCountSchema = z
  .number()
  .int()
  .min(ANONYMITY_THRESHOLD, schemaError(answerImportMessages.tooFew(ANONYMITY_THRESHOLD)))
  .max(IMPORT_SHEETS_MAX, schemaError(answerImportMessages.tooMany(IMPORT_SHEETS_MAX)));

/**
 * POST /api/assessments/:id/answer-import: the completed answer sheets of a local workspace's
 * assessment, in a random order, with how many people they are (what the administrator
 * confirmed). That each sheet answers exactly the assessment's questions is checked by the server.
 */
export const ImportAnswersRequestSchema = z
  .object({
    respondents: SheetCountSchema,
    sheets: z
      .array(ImportedSheetSchema)
      .min(ANONYMITY_THRESHOLD, schemaError(answerImportMessages.tooFew(ANONYMITY_THRESHOLD)))
      .max(IMPORT_SHEETS_MAX, schemaError(answerImportMessages.tooMany(IMPORT_SHEETS_MAX))),
  })
  .check((context) => {
    const { respondents, sheets } = context.value;
    if (sheets.length !== respondents)
      context.issues.push({
        code: 'custom',
        input: sheets,
        path: ['sheets'],
        message: schemaText(answerImportMessages.countMismatch(respondents, sheets.length)),
      });
  });
export type ImportAnswersRequest = z.input<typeof ImportAnswersRequestSchema>;

/** The release the import became: the assessment's results show it like any release. */
export const ImportAnswersResponseSchema = z.object({ assessmentId: z.uuid(), respondents: z.number().int(), releasedOn: z.string() });
