import { useId } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INVITABLE_ROLES } from '#domain/api/invitations.ts';
import { EditPersonFormSchema, type Person, type UpdatePersonRequest } from '#domain/api/people.ts';
import { roleLabel } from '#domain/roles.ts';
import {
  EMPLOYMENT_TYPES,
  employmentTypeLabels,
  MAX_ATTRIBUTE_VALUES,
  TENURE_BANDS,
  tenureBandLabels,
  type PersonAttributesChange,
} from '#domain/person-attributes.ts';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { displayName } from './person-display.ts';
import { usePersonUpdate } from './use-person-update.ts';
import { useAttributeDefinitions } from './queries.ts';

/** Stays mounted so the native dialog returns focus to the Edit button when it closes. */
export function EditPersonDialog({ person, managers, onClose }: { person: Person | null; managers: Person[]; onClose: () => void }) {
  const update = usePersonUpdate();
  const formId = useId();
  const { t } = useLingui();
  const name = person ? displayName(person) : null;
  return (
    <Dialog
      open={person !== null}
      onClose={onClose}
      closeOnBackdropClick={false}
      title={name === null ? t`Edit` : t`Edit ${name}`}
      description={person?.email}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            <Trans>Save changes</Trans>
          </Button>
        </>
      }
    >
      {person && <EditPersonForm key={person.id} id={formId} person={person} managers={managers} update={update} onDone={onClose} />}
    </Dialog>
  );
}

/** "No manager", every other active manager or admin, and the current manager even if no longer active. */
function managerOptions(i18n: I18n, person: Person, managers: Person[]) {
  const candidates = managers.filter((manager) => manager.id !== person.id);
  const options = [
    { value: '', label: i18n._(msg`No manager`) },
    ...candidates.map((manager) => {
      const name = displayName(manager);
      const role = i18n._(roleLabel[manager.role]);
      return { value: manager.id, label: i18n._(msg`${name} (${role})`) };
    }),
  ];
  if (person.managerId && !candidates.some((manager) => manager.id === person.managerId)) {
    options.push({ value: person.managerId, label: person.managerName ?? i18n._(msg`Current manager`) });
  }
  return options;
}

/** "Grace Hopper: role Manager, no manager." — what a saved change did. */
function changeSummary(i18n: I18n, name: string, change: UpdatePersonRequest, updated: Person): string {
  const role = i18n._(roleLabel[updated.role]);
  if (change.role === undefined && change.managerId === undefined)
    return change.attributes === undefined ? i18n._(msg`${name}: personal e-mail saved.`) : i18n._(msg`${name}: attributes saved.`);
  const manager = updated.managerName;
  if (change.managerId === undefined) return i18n._(msg`${name}: role ${role}.`);
  if (change.role === undefined) return manager ? i18n._(msg`${name}: manager ${manager}.`) : i18n._(msg`${name}: no manager.`);
  return manager ? i18n._(msg`${name}: role ${role}, manager ${manager}.`) : i18n._(msg`${name}: role ${role}, no manager.`);
}

function EditPersonForm({
  id,
  person,
  managers,
  update,
  onDone,
}: {
  id: string;
  person: Person;
  managers: Person[];
  update: ReturnType<typeof usePersonUpdate>;
  onDone: () => void;
}) {
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const name = displayName(person);
  const roleEditable = (INVITABLE_ROLES as readonly string[]).includes(person.role);
  const { department = '', location = '', tenure = '', employmentType = '' } = person.attributes;
  const custom = useAttributeDefinitions().data?.definitions ?? [];
  const form = useSchemaForm(EditPersonFormSchema, {
    ...(roleEditable ? { role: person.role } : {}),
    managerId: person.managerId ?? '',
    personalEmail: person.personalEmail ?? '',
    attributes: {
      department,
      location,
      tenure,
      employmentType,
      ...Object.fromEntries(custom.map((definition) => [definition.key, person.attributes[definition.key] ?? ''])),
    },
  });

  const handleSubmit = form.handleSubmit((values) => {
    // Only what changed is sent; nothing changed closes the dialog.
    const change: UpdatePersonRequest = {};
    if (values.role !== undefined && values.role !== person.role) change.role = values.role;
    if (values.managerId !== person.managerId) change.managerId = values.managerId;
    if (values.personalEmail !== person.personalEmail) change.personalEmail = values.personalEmail;
    const attributes = changedAttributes(values.attributes, person.attributes, custom);
    if (attributes) change.attributes = attributes;
    if (Object.keys(change).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { person, change },
      {
        onSuccess: (updated) => {
          toast({ title: t`Changes saved`, description: changeSummary(i18n, name, change, updated), variant: 'success' });
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast({ title: t`Could not update ${name}`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
        },
      },
    );
  });
  const managerId = form.field('managerId');
  const attributeErrors = form.formState.errors.attributes;
  const attributeHint = t`A label shared by several people, e.g. a team or site; at most ${MAX_ATTRIBUTE_VALUES} different values.`;

  return (
    <form id={id} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <Field
        label={t`Role`}
        hint={roleEditable ? undefined : t`Platform administrators are managed by the platform.`}
        error={form.formState.errors.role?.message}
      >
        {roleEditable ? (
          <Select {...form.register('role')} options={INVITABLE_ROLES.map((value) => ({ value, label: t(roleLabel[value]) }))} />
        ) : (
          <Select name="role" value={person.role} disabled options={[{ value: person.role, label: t(roleLabel[person.role]) }]} />
        )}
      </Field>
      <Field label={t`Manager`} hint={t`Active managers and admins of your organisation.`} error={managerId.error}>
        <Select {...inputPropsOf(managerId)} options={managerOptions(i18n, person, managers)} />
      </Field>
      <Field
        label={t`Personal e-mail`}
        hint={t`Where an exit survey goes once the person leaves. Only administrators see it.`}
        error={form.formState.errors.personalEmail?.message}
      >
        <Input {...form.register('personalEmail')} type="email" autoComplete="off" />
      </Field>
      <Field label={t`Department`} hint={attributeHint} error={attributeErrors?.department?.message}>
        <Input {...form.register('attributes.department')} autoComplete="off" />
      </Field>
      <Field label={t`Location`} hint={attributeHint} error={attributeErrors?.location?.message}>
        <Input {...form.register('attributes.location')} autoComplete="off" />
      </Field>
      <Field label={t`Tenure`} hint={t`Only the band is kept, never a start date.`} error={attributeErrors?.tenure?.message}>
        <Select
          {...form.register('attributes.tenure')}
          options={[{ value: '', label: t`Not set` }, ...TENURE_BANDS.map((value) => ({ value, label: t(tenureBandLabels[value]) }))]}
        />
      </Field>
      <Field label={t`Employment type`} error={attributeErrors?.employmentType?.message}>
        <Select
          {...form.register('attributes.employmentType')}
          options={[
            { value: '', label: t`Not set` },
            ...EMPLOYMENT_TYPES.map((value) => ({ value, label: t(employmentTypeLabels[value]) })),
          ]}
        />
      </Field>
      {custom.map((definition) => (
        // The organisation's own attributes, kept under keys of their own (decision 0060).
        <Field key={definition.key} label={definition.label} hint={attributeHint} error={attributeErrors?.[definition.key]?.message}>
          <Input {...form.register(`attributes.${definition.key}` as 'attributes.department')} autoComplete="off" />
        </Field>
      ))}
    </form>
  );
}

/** The attributes the form changed, or undefined when none did. */
function changedAttributes(
  values: PersonAttributesChange,
  current: Person['attributes'],
  custom: { key: string }[],
): PersonAttributesChange | undefined {
  const changed = Object.fromEntries(
    ['department', 'location', 'tenure', 'employmentType', ...custom.map((definition) => definition.key)]
      .filter((key) => (values[key] ?? null) !== (current[key] ?? null))
      .map((key) => [key, values[key] ?? null]),
  );
  return Object.keys(changed).length > 0 ? changed : undefined;
}
