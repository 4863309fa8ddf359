import type { SessionOrganisation } from '#domain/api/accounts.ts';
import type { SETUP_INVITE_ROLES } from '#domain/api/organisations.ts';
import { CATEGORY_SET_IDS, getQuestionSet } from '#domain/question-bank.ts';

export type CategoryId = (typeof CATEGORY_SET_IDS)[number];
export type SetupRole = (typeof SETUP_INVITE_ROLES)[number];
/** Chosen categories, each with its chosen sub-categories (domain keys). */
export type Selection = Partial<Record<CategoryId, string[]>>;
export interface PendingInvitation {
  email: string;
  role: SetupRole;
}

export const subCategoryKeys = (id: CategoryId) => getQuestionSet(id).domains.map((domain) => domain.key as string);

/** What the organisation chose before, so a second visit starts from it. */
export function initialSelection(organisation: SessionOrganisation | null): Selection {
  const selection: Selection = {};
  for (const id of CATEGORY_SET_IDS) {
    if (!organisation?.selectedCategories.includes(id)) continue;
    const keys = subCategoryKeys(id);
    const chosen = keys.filter((key) => organisation.defaultDomains.includes(key));
    selection[id] = chosen.length > 0 ? chosen : keys;
  }
  return selection;
}

/** The chosen categories, in the question bank's order. */
export function chosenCategories(selection: Selection): CategoryId[] {
  return CATEGORY_SET_IDS.filter((id) => selection[id] !== undefined);
}

/** Choosing a category takes all of its sub-categories; unchoosing drops them. */
export function withCategory(selection: Selection, id: CategoryId, checked: boolean): Selection {
  const next = { ...selection };
  if (checked) next[id] = subCategoryKeys(id);
  else delete next[id];
  return next;
}

/** Ticks or unticks one sub-category, keeping the question bank's order. */
export function withSubCategory(selection: Selection, id: CategoryId, key: string, checked: boolean): Selection {
  const chosen = selection[id] ?? [];
  const next = checked
    ? subCategoryKeys(id).filter((candidate) => candidate === key || chosen.includes(candidate))
    : chosen.filter((candidate) => candidate !== key);
  return { ...selection, [id]: next };
}
