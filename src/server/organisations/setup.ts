import type { z } from 'zod';
import type { CompleteSetupRequestSchema } from '#domain/api/organisations.ts';
import { authMessages, organisationRefusals } from '#domain/messages.ts';
import { getQuestionSet } from '#domain/question-bank.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { organisationView } from '#server/auth/session-view.ts';
import { createInvitations } from '#server/invitations/index.ts';
import { organisationNamed, updateSetup } from './queries.ts';

/**
 * The setup wizard's Complete, as one transaction: the name, the chosen categories, their
 * chosen sub-categories as the organisation's default domains, and the invitations.
 */
export async function completeSetup(context: ServerContext, actor: OrganisationActor, input: z.output<typeof CompleteSetupRequestSchema>) {
  const { organisationId } = actor;
  const domains =
    input.selectedDomains.length > 0
      ? input.selectedDomains
      : input.selectedCategories.flatMap((id) => getQuestionSet(id).domains.map((domain) => domain.key));

  try {
    return await context.db.transaction(async (tx) => {
      if (await organisationNamed(tx, input.organisationName, organisationId))
        throw new AppError('conflict', authMessages.organisationNameTaken);
      const setup = { name: input.organisationName, selectedCategories: input.selectedCategories, defaultDomains: [...new Set(domains)] };
      const organisation = await updateSetup(tx, organisationId, setup, context.clock.now());
      if (!organisation) throw new AppError('forbidden', organisationRefusals.userOrOrganisationNotFound);
      const requested = input.invitations.map((entry, index) => ({ line: index + 1, email: entry.email, role: entry.role }));
      const invited = requested.length > 0 ? await createInvitations({ ...context, db: tx }, actor, requested) : { sent: 0, results: [] };
      await recordAuditEvent(tx, organisationId, actor.userId, 'ORGANISATION_SETUP_COMPLETED', {
        selected_categories: input.selectedCategories,
        invitations_sent: invited.sent,
      });
      return { organisation: organisationView(organisation), invitations: invited };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'organisations_name_lower_unique')) throw new AppError('conflict', authMessages.organisationNameTaken);
    throw error;
  }
}
