import type { MessageDescriptor } from '@lingui/core';
import type { QuestionTranslations } from './question-translations.ts';
import { questionBankMessages as messages } from './messages/question-bank.ts';

/*
 * A new version of a built-in set (decision 0038), planned from the version it was edited from:
 * a statement kept word for word, in the same domain, keeps its question id (and so its answers'
 * meaning and its trend across waves); a reworded or moved-to-another-domain statement, and an
 * added one, get a new id; a statement left out is removed from the new version only. A
 * statement's translations are part of its wording (decision 0053): kept word for word in every
 * language, it keeps its id; a changed translation makes it a new statement, as a rewording does
 * (a statement sent without translations keeps the earlier one's).
 */

export type VersionStatement = {
  readonly id: string;
  readonly text: string;
  readonly domain: string;
  readonly subcategory: string;
  readonly translations: QuestionTranslations;
};

/** A statement as the editor sends it: the id of the statement it was edited from, if any, and its translations. */
export type EditedStatement = {
  readonly id?: string | undefined;
  readonly text: string;
  readonly domain: string;
  readonly translations?: QuestionTranslations | undefined;
};

/** Translations without the blank ones, trimmed, the source language left out: a statement is written in it. */
function givenTranslations(translations: QuestionTranslations | undefined): QuestionTranslations {
  const given: QuestionTranslations = {};
  for (const [locale, text] of Object.entries(translations ?? {}) as [keyof QuestionTranslations, string | undefined][]) {
    if (locale !== 'en' && text?.trim()) given[locale] = text.trim();
  }
  return given;
}

const sameTranslations = (a: QuestionTranslations, b: QuestionTranslations) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export type PlannedStatement = VersionStatement & { readonly isNew: boolean };

export type VersionChanges = { added: number; reworded: number; removed: number; reordered: boolean };

export type PlannedVersion =
  { ok: true; statements: PlannedStatement[]; changes: VersionChanges } | { ok: false; message: MessageDescriptor };

/** The id of a statement first asked in `version` at `position` (1-based): unique, as a set's versions are. */
export const newQuestionId = (setId: string, version: number, position: number) => `${setId}-v${version}-${position}`;

export function planVersion(input: {
  setId: string;
  version: number;
  domains: readonly string[];
  base: readonly VersionStatement[];
  edited: readonly EditedStatement[];
}): PlannedVersion {
  const { setId, version, domains, base, edited } = input;
  const byId = new Map(base.map((statement) => [statement.id, statement]));
  const seen = new Set<string>();
  const statements: PlannedStatement[] = [];
  const changes: VersionChanges = { added: 0, reworded: 0, removed: 0, reordered: false };
  for (const [index, statement] of edited.entries()) {
    if (!domains.includes(statement.domain)) return { ok: false, message: messages.domainNotInSet };
    const earlier = statement.id === undefined ? undefined : byId.get(statement.id);
    if (statement.id !== undefined && !earlier) return { ok: false, message: messages.unknownStatement };
    if (earlier) {
      if (seen.has(earlier.id)) return { ok: false, message: messages.statementTwice };
      seen.add(earlier.id);
    }
    const text = statement.text.trim();
    // Translations not sent are the earlier statement's: only those sent are compared.
    const translations = statement.translations === undefined ? (earlier?.translations ?? {}) : givenTranslations(statement.translations);
    if (earlier && earlier.text === text && earlier.domain === statement.domain && sameTranslations(earlier.translations, translations)) {
      statements.push({ ...earlier, isNew: false });
      continue;
    }
    if (earlier) changes.reworded += 1;
    else changes.added += 1;
    // A reworded statement keeps its subcategory; an added one is filed under its domain.
    statements.push({
      id: newQuestionId(setId, version, index + 1),
      text,
      domain: statement.domain,
      subcategory: earlier?.subcategory ?? statement.domain,
      translations,
      isNew: true,
    });
  }
  changes.removed = base.filter((statement) => !seen.has(statement.id)).length;
  const keptBefore = base
    .filter((statement) => statements.some((kept) => !kept.isNew && kept.id === statement.id))
    .map((statement) => statement.id);
  const keptAfter = statements.filter((statement) => !statement.isNew).map((statement) => statement.id);
  changes.reordered = keptBefore.join('\n') !== keptAfter.join('\n');
  const unchanged = changes.added === 0 && changes.reworded === 0 && changes.removed === 0 && !changes.reordered;
  if (unchanged) return { ok: false, message: messages.unchanged(version - 1) };
  return { ok: true, statements, changes };
}
