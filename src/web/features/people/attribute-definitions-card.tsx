import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreateAttributeDefinitionRequestSchema, type AttributeDefinition } from '#domain/api/organisation-attributes.ts';
import { MAX_ATTRIBUTE_VALUES } from '#domain/person-attributes.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { ChangeAttributeDialog, RemoveAttributeDialog } from './attribute-definition-dialogs.tsx';
import { defineAttribute, peopleQueryKey, useAttributeDefinitions } from './queries.ts';

/**
 * The organisation's own person attributes (decision 0060): up to three labels such as
 * "Business unit", each with department's rules, set for people below, by CSV and by SCIM.
 */
export function AttributeDefinitionsCard() {
  const { t } = useLingui();
  const definitions = useAttributeDefinitions();
  const [changing, setChanging] = useState<AttributeDefinition | null>(null);
  const [removing, setRemoving] = useState<AttributeDefinition | null>(null);

  let body;
  if (definitions.isPending) body = <LoadingState label={t`Loading attributes…`} />;
  else if (definitions.isError)
    body = <LoadFailedMessage title={t`Error loading attributes`} error={definitions.error} onRetry={() => void definitions.refetch()} />;
  else
    body = (
      <>
        {definitions.data.definitions.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>No attribute of your own yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Attributes of your own`} className="flex flex-col divide-y divide-slate-200">
            {definitions.data.definitions.map((definition) => (
              <AttributeItem key={definition.id} definition={definition} onChange={setChanging} onRemove={setRemoving} />
            ))}
          </ul>
        )}
        {definitions.data.definitions.length < definitions.data.most ? (
          <AddAttributeForm />
        ) : (
          <p className="text-sm text-slate-700">
            <Trans>That is the most an organisation may define: remove one to add another.</Trans>
          </p>
        )}
      </>
    );
  const most = definitions.data?.most ?? 3;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Attributes of your own</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Up to {most} attributes besides department, location, tenure and employment type, such as a business unit or grade. Each is a
            short label shared by several people, at most {MAX_ATTRIBUTE_VALUES} different values, never free text: results are only ever
            shown by them for groups large enough to stay anonymous. Set them for each person in the list above, in a CSV column headed by
            the attribute&apos;s name, or from your identity provider.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{body}</CardContent>
      <ChangeAttributeDialog definition={changing} onClose={() => setChanging(null)} />
      <RemoveAttributeDialog definition={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function AttributeItem({
  definition,
  onChange,
  onRemove,
}: {
  definition: AttributeDefinition;
  onChange: (definition: AttributeDefinition) => void;
  onRemove: (definition: AttributeDefinition) => void;
}) {
  const { t } = useLingui();
  const name = definition.label;
  const count = definition.peopleWithValue;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex flex-col">
        <span className="font-medium break-all">{name}</span>
        <span className="text-sm text-slate-700">{plural(count, { one: '# person has a value', other: '# people have a value' })}</span>
        {definition.scimPath && (
          <span className="text-sm break-all text-slate-700">
            <Trans>From SCIM:</Trans> <code>{definition.scimPath}</code>
          </span>
        )}
      </div>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => onChange(definition)} aria-label={t`Change ${name}`}>
          <Trans>Change</Trans>
        </Button>
        <Button variant="outline" onClick={() => onRemove(definition)} aria-label={t`Remove ${name}`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}

function AddAttributeForm() {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const form = useSchemaForm(CreateAttributeDefinitionRequestSchema, { label: '', scimPath: '' });
  const label = form.field('label');
  const scimPath = form.field('scimPath');
  const submit = form.handleSubmit(async (values) => {
    try {
      const defined = await defineAttribute(values);
      const name = defined.label;
      toast({ title: t`Attribute added`, description: t`${name} can now be set for each person.`, variant: 'success' });
      form.reset({ label: '', scimPath: '' });
    } catch (error) {
      if (!form.showServerErrors(error, { focus: true }))
        toast({ title: t`Attribute not added`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: peopleQueryKey });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label={t`Add an attribute`} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label={t`Attribute name`} hint={t`For example Business unit or Grade`} error={label.error} className="grow">
        <Input {...inputPropsOf(label)} autoComplete="off" />
      </Field>
      <Field
        label={t`SCIM attribute (optional)`}
        hint={t`Where your identity provider sends it, such as title or userType; empty if it does not.`}
        error={scimPath.error}
        className="grow"
      >
        <Input {...inputPropsOf(scimPath)} autoComplete="off" />
      </Field>
      <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
        <Trans>Add attribute</Trans>
      </Button>
    </form>
  );
}
