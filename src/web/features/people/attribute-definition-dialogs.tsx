import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UpdateAttributeDefinitionRequestSchema, type AttributeDefinition } from '#domain/api/organisation-attributes.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { changeAttribute, peopleQueryKey, removeAttribute } from './queries.ts';

/** A new name or SCIM attribute for one of the organisation's own attributes; people's values stay. */
export function ChangeAttributeDialog({ definition, onClose }: { definition: AttributeDefinition | null; onClose: () => void }) {
  const { t } = useLingui();
  const formId = useId();
  const name = definition?.label ?? '';
  return (
    <Dialog
      open={definition !== null}
      onClose={onClose}
      closeOnBackdropClick={false}
      title={t`Change ${name}`}
      description={t`People keep their values when the attribute is renamed.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId}>
            <Trans>Save changes</Trans>
          </Button>
        </>
      }
    >
      {definition && <ChangeAttributeForm key={definition.id} id={formId} definition={definition} onDone={onClose} />}
    </Dialog>
  );
}

function ChangeAttributeForm({ id, definition, onDone }: { id: string; definition: AttributeDefinition; onDone: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const form = useSchemaForm(UpdateAttributeDefinitionRequestSchema, { label: definition.label, scimPath: definition.scimPath ?? '' });
  const label = form.field('label');
  const scimPath = form.field('scimPath');
  const submit = form.handleSubmit(async (values) => {
    try {
      await changeAttribute(definition.id, values);
      toast({ title: t`Changes saved`, variant: 'success' });
      onDone();
    } catch (error) {
      if (!form.showServerErrors(error, { focus: true }))
        toast({ title: t`Changes not saved`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: peopleQueryKey });
    }
  });
  return (
    <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label={t`Attribute name`} error={label.error}>
        <Input {...inputPropsOf(label)} autoComplete="off" />
      </Field>
      <Field label={t`SCIM attribute (optional)`} hint={t`Leave empty if your identity provider does not send it.`} error={scimPath.error}>
        <Input {...inputPropsOf(scimPath)} autoComplete="off" />
      </Field>
    </form>
  );
}

/** Asks before removing an attribute, saying how many people's values go with it. */
export function RemoveAttributeDialog({ definition, onClose }: { definition: AttributeDefinition | null; onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => removeAttribute(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleQueryKey }),
  });
  const name = definition?.label ?? '';
  const count = definition?.peopleWithValue ?? 0;
  const confirm = async () => {
    if (!definition) return;
    try {
      const { cleared } = await remove.mutateAsync(definition.id);
      toast({
        title: t`Attribute removed`,
        description: plural(cleared, { one: `${name} was cleared from # person.`, other: `${name} was cleared from # people.` }),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: t`Attribute not removed`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    }
    onClose();
  };
  return (
    <Dialog
      open={definition !== null}
      onClose={onClose}
      title={t`Remove ${name}?`}
      description={
        count === 0
          ? t`Nobody has a value of ${name} yet.`
          : plural(count, {
              one: `Removing ${name} clears its value from # person. This cannot be undone.`,
              other: `Removing ${name} clears its value from # people. This cannot be undone.`,
            })
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="destructive" loading={remove.isPending} onClick={() => void confirm()}>
            <Trans>Remove attribute</Trans>
          </Button>
        </>
      }
    />
  );
}
