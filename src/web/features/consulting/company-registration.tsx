import { company } from '#web/components/site/company.ts';

/** The details a UK company must show on its website, as a description list. */
export function CompanyRegistration() {
  const rows: readonly [string, string][] = [
    ['Company name', company.legalName],
    ['Registered in', company.registeredIn],
    ['Company number', company.companyNumber],
    ['Registered office', company.registeredOffice.join(', ')],
    ['VAT number', company.vatNumber],
    ['Part of', company.groupName],
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
