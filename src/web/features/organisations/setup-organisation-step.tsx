import { useId, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SetupOrganisationStepSchema } from '#domain/api/organisations.ts';
import { ORGANISATION_NAME_MAX_LENGTH } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { CategoryChoices } from './category-choices.tsx';
import { setupMessages } from '#domain/messages.ts';
import { chosenCategories, type Selection } from './setup-selection.ts';

/** Step 1 of the setup wizard: the organisation's name and what to assess. */
export function OrganisationStep({
  headingRef,
  organisationName,
  selection,
  onSelectionChange,
  onNext,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The name to start from: the organisation's, or the one given before going on to step 2 and back. */
  organisationName: string;
  selection: Selection;
  onSelectionChange: (update: (current: Selection) => Selection) => void;
  /** Called with the checked name once the name and the chosen categories are valid. */
  onNext: (organisationName: string) => void;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const hintId = useId();
  const anySelected = chosenCategories(selection).length > 0;
  const form = useSchemaForm(SetupOrganisationStepSchema, { organisationName });
  const name = form.field('organisationName');

  const handleNext = form.handleSubmit(
    (values) => {
      const chosen = chosenCategories(selection);
      // Every chosen category needs at least one of its sub-categories (domains) to assess.
      if (chosen.length === 0 || chosen.some((id) => (selection[id] ?? []).length === 0)) {
        toast({ title: t(setupMessages.selectDomainsTitle), description: t(setupMessages.selectDomainsText), variant: 'destructive' });
        return;
      }
      onNext(values.organisationName);
    },
    (errors) => {
      // A missing name gets the specification's toast; any other refusal (too long, a line
      // break) stays beside the field in the server's words.
      if (errors.organisationName?.type !== 'too_small') return;
      form.clearErrors('organisationName');
      toast({ title: t(setupMessages.nameRequiredTitle), description: t(setupMessages.nameRequiredText), variant: 'destructive' });
    },
  );

  return (
    <form onSubmit={handleNext} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          <Trans>Your organisation</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>Check your organisation&apos;s name and choose what you want to assess.</Trans>
        </p>
      </div>
      <Field label={t`Organisation name`} required error={name.error}>
        <Input {...inputPropsOf(name)} autoComplete="organization" maxLength={ORGANISATION_NAME_MAX_LENGTH} />
      </Field>
      <CategoryChoices selection={selection} onSelectionChange={onSelectionChange} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {!anySelected && (
          <p id={hintId} className="text-sm text-slate-600">
            <Trans>Select at least one category to continue.</Trans>
          </p>
        )}
        <Button type="submit" disabled={!anySelected} aria-describedby={anySelected ? undefined : hintId}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </form>
  );
}
