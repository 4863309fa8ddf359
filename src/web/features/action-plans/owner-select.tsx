import { useLingui } from '@lingui/react/macro';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useOwnerChoices } from './queries.ts';

/** The plan's owner, chosen among the organisation's administrators and managers (decision 0061). */
export function OwnerSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (ownerId: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const owners = useOwnerChoices();
  return (
    <Field label={t`Owner`} required error={error}>
      <Select
        value={value}
        placeholder={t`Choose an administrator or manager`}
        onChange={(event) => onChange(event.target.value)}
        options={(owners.data ?? []).map((person) => ({
          value: person.id,
          label: `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || person.email,
        }))}
      />
    </Field>
  );
}
