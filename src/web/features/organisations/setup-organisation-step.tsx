import { useId, useState, type FormEvent, type RefObject } from 'react';
import { ORGANISATION_NAME_MAX_LENGTH, OrganisationNameSchema } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { CategoryChoices } from './category-choices.tsx';
import { setupMessages } from '#domain/messages.ts';
import { chosenCategories, type Selection } from './setup-selection.ts';

/** Step 1 of the setup wizard: the organisation's name and what to assess. */
export function OrganisationStep({
  headingRef,
  organisationName,
  onOrganisationNameChange,
  selection,
  onSelectionChange,
  onNext,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  organisationName: string;
  onOrganisationNameChange: (name: string) => void;
  selection: Selection;
  onSelectionChange: (update: (current: Selection) => Selection) => void;
  onNext: () => void;
}) {
  const { toast } = useToast();
  const hintId = useId();
  const anySelected = chosenCategories(selection).length > 0;
  const [nameError, setNameError] = useState<string | undefined>();

  function handleNext(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The setup request's own rule for the name: a missing one gets the specification's toast,
    // anything else (too long, a line break) the server's words beside the field.
    const name = OrganisationNameSchema.safeParse(organisationName);
    setNameError(undefined);
    if (!name.success) {
      const [issue] = name.error.issues;
      if (issue?.code === 'too_small') toast({ title: setupMessages.nameRequiredTitle, description: setupMessages.nameRequiredText, variant: 'destructive' });
      else setNameError(issue?.message);
      return;
    }
    const chosen = chosenCategories(selection);
    // Every chosen category needs at least one of its sub-categories (domains) to assess.
    if (chosen.length === 0 || chosen.some((id) => (selection[id] ?? []).length === 0)) {
      toast({ title: setupMessages.selectDomainsTitle, description: setupMessages.selectDomainsText, variant: 'destructive' });
      return;
    }
    onNext();
  }

  return (
    <form onSubmit={handleNext} noValidate className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          Your organisation
        </h2>
        <p className="text-sm text-slate-700">Check your organisation&apos;s name and choose what you want to assess.</p>
      </div>
      <Field label="Organisation name" required error={nameError}>
        <Input
          name="organisationName"
          autoComplete="organization"
          maxLength={ORGANISATION_NAME_MAX_LENGTH}
          value={organisationName}
          onChange={(event) => onOrganisationNameChange(event.target.value)}
        />
      </Field>
      <CategoryChoices selection={selection} onSelectionChange={onSelectionChange} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {!anySelected && (
          <p id={hintId} className="text-sm text-slate-600">
            Select at least one category to continue.
          </p>
        )}
        <Button type="submit" disabled={!anySelected} aria-describedby={anySelected ? undefined : hintId}>
          Next
        </Button>
      </div>
    </form>
  );
}
