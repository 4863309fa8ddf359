import { useLingui } from '@lingui/react/macro';
import { company } from '#web/components/site/company.ts';

/** The details a UK company must show on its website, as a description list. */
export function CompanyRegistration() {
  const { t } = useLingui();
  const rows: readonly [string, string][] = [
    [t`Company name`, company.legalName],
    [t`Registered in`, company.registeredIn],
    [t`Company number`, company.companyNumber],
    [t`Registered office`, company.registeredOffice.join(', ')],
    [t`VAT number`, company.vatNumber],
    [t`Part of`, company.groupName],
  ];
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="mb-2 text-slate-700 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
