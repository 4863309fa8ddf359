import { useLingui } from '@lingui/react/macro';
import { AUDIT_ACTIONS, type AuditAction } from '#domain/api/audit.ts';
import { auditMessages } from '#domain/messages/audit.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ChoiceFilter } from '#web/components/ui/list-filters.tsx';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';

/** What the page narrows the log to; empty text is "any". */
export type AuditLogFilter = { action: AuditAction | 'all'; personId: string; from: string; to: string };

export const noAuditLogFilter: AuditLogFilter = { action: 'all', personId: '', from: '', to: '' };

/** Whether `to` comes before `from`: the page then asks for nothing and says so at the field. */
export function hasDatesOutOfOrder(filter: AuditLogFilter): boolean {
  return filter.from !== '' && filter.to !== '' && filter.to < filter.from;
}

const EVERYONE = 'everyone';

/** The action, who acted and the days; the server narrows the log, for any number of events. */
export function AuditLogFilters({
  filter,
  people,
  onChange,
}: {
  filter: AuditLogFilter;
  people: readonly { value: string; label: string }[];
  onChange: (change: Partial<AuditLogFilter>) => void;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const actionChoices: readonly { value: AuditLogFilter['action']; label: string }[] = [
    { value: 'all', label: t`All actions` },
    ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(auditMessages.actions[action]) })).sort((a, b) =>
      a.label.localeCompare(b.label, locale),
    ),
  ];
  const personChoices = [{ value: EVERYONE, label: t`Everyone` }, ...people];
  return (
    <div role="search" className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <ChoiceFilter
        label={t`Action`}
        name="action"
        value={filter.action}
        choices={actionChoices}
        onChange={(action) => onChange({ action })}
      />
      <ChoiceFilter
        label={t`Person`}
        name="person"
        value={filter.personId === '' ? EVERYONE : filter.personId}
        choices={personChoices}
        onChange={(value) => onChange({ personId: value === EVERYONE ? '' : value })}
      />
      <Field label={t({ message: 'From', context: 'start date' })}>
        <Input
          type="date"
          name="from"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </Field>
      <Field
        label={t({ message: 'To', context: 'end date' })}
        error={hasDatesOutOfOrder(filter) ? t`The end date must not be before the start date` : undefined}
      >
        <Input
          type="date"
          name="to"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </Field>
    </div>
  );
}
