import { Trans } from '@lingui/react/macro';
import { CATEGORY_SET_IDS, getQuestionSet } from '#domain/question-bank.ts';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { withCategory, withSubCategory, type CategoryId, type Selection } from './setup-selection.ts';

/** The assessment categories of the setup wizard, each with its sub-categories once chosen. */
export function CategoryChoices({
  selection,
  onSelectionChange,
}: {
  selection: Selection;
  onSelectionChange: (update: (current: Selection) => Selection) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-900">
        <Trans>Assessment categories</Trans>
      </legend>
      <p className="text-sm text-slate-600">
        <Trans>Choose one or more. All of a category&apos;s sub-categories are included; untick any you do not want to assess.</Trans>
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CATEGORY_SET_IDS.map((id) => (
          <li key={id}>
            <CategoryCard
              id={id}
              chosen={selection[id]}
              onCategoryChange={(checked) => onSelectionChange((current) => withCategory(current, id, checked))}
              onSubCategoryChange={(key, checked) => onSelectionChange((current) => withSubCategory(current, id, key, checked))}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function CategoryCard({
  id,
  chosen,
  onCategoryChange,
  onSubCategoryChange,
}: {
  id: CategoryId;
  /** The chosen sub-categories, or undefined while the category is not chosen. */
  chosen: string[] | undefined;
  onCategoryChange: (checked: boolean) => void;
  onSubCategoryChange: (key: string, checked: boolean) => void;
}) {
  const set = getQuestionSet(id);
  const title = set.title;
  return (
    <Card className={cn('h-full gap-3 py-4', chosen && 'border-brand-600 ring-1 ring-brand-600')}>
      <CardContent className="flex flex-col gap-3 px-4">
        <Checkbox
          name="category"
          value={id}
          label={set.title}
          description={set.description}
          checked={chosen !== undefined}
          onCheckedChange={onCategoryChange}
        />
        {chosen && (
          <fieldset className="ms-7 flex flex-col gap-2">
            <legend className="sr-only">
              <Trans>Sub-categories of {title}</Trans>
            </legend>
            {set.domains.map((domain) => (
              <Checkbox
                key={domain.key}
                name={`${id}-subcategory`}
                value={domain.key}
                label={domain.label}
                checked={chosen.includes(domain.key)}
                onCheckedChange={(checked) => onSubCategoryChange(domain.key, checked)}
              />
            ))}
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
