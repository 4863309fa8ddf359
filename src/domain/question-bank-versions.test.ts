import { describe, expect, it } from 'vitest';
import { questionBankMessages } from './messages/question-bank.ts';
import { newQuestionId, planVersion, type VersionStatement } from './question-bank-versions.ts';

const base: VersionStatement[] = [
  { id: 'a', text: 'Leaders act on what they say.', domain: 'alignment', subcategory: 'leaders', translations: {} },
  { id: 'b', text: 'I know what is expected of me.', domain: 'awareness', subcategory: 'clarity', translations: {} },
  {
    id: 'c',
    text: 'I can change how I work.',
    domain: 'agency',
    subcategory: 'autonomy',
    translations: { de: 'Ich kann ändern, wie ich arbeite.' },
  },
];
const domains = ['alignment', 'awareness', 'agency'];
const plan = (edited: Parameters<typeof planVersion>[0]['edited']) => planVersion({ setId: 'set', version: 2, domains, base, edited });
const same = (statement: VersionStatement) => ({
  id: statement.id,
  text: statement.text,
  domain: statement.domain,
  translations: statement.translations,
});

describe('planning a new version of a built-in set', () => {
  it('keeps the id of a statement kept word for word, and gives reworded, moved and added statements new ids', () => {
    const [a, b, c] = base as [VersionStatement, VersionStatement, VersionStatement];
    const planned = plan([
      { ...same(a), text: 'Leaders do what they say.' },
      same(c),
      { ...same(b), domain: 'agency' },
      { text: '  New statement.  ', domain: 'alignment' },
    ]);
    expect(planned).toEqual({
      ok: true,
      changes: { added: 1, reworded: 2, removed: 0, reordered: false },
      statements: [
        {
          id: newQuestionId('set', 2, 1),
          text: 'Leaders do what they say.',
          domain: 'alignment',
          subcategory: 'leaders',
          translations: {},
          isNew: true,
        },
        { ...c, isNew: false },
        { id: newQuestionId('set', 2, 3), text: b.text, domain: 'agency', subcategory: 'clarity', translations: {}, isNew: true },
        {
          id: newQuestionId('set', 2, 4),
          text: 'New statement.',
          domain: 'alignment',
          subcategory: 'alignment',
          translations: {},
          isNew: true,
        },
      ],
    });
  });

  it('takes a statement with a changed translation as new wording, and keeps one whose translations are the same', () => {
    const [a, b, c] = base as [VersionStatement, VersionStatement, VersionStatement];
    const planned = plan([
      { ...same(a), translations: { fr: '  Les dirigeants font ce qu’ils disent.  ', es: '   ' } },
      same(b),
      { ...same(c), translations: { de: 'Ich kann ändern, wie ich arbeite.', en: 'ignored' } },
      { text: 'New statement.', domain: 'agency', translations: { ar: 'عبارة جديدة.' } },
    ]);
    expect(planned.ok && planned.changes).toEqual({ added: 1, reworded: 1, removed: 0, reordered: false });
    expect(planned.ok && planned.statements.map(({ id, translations, isNew }) => ({ id, translations, isNew }))).toEqual([
      { id: newQuestionId('set', 2, 1), translations: { fr: 'Les dirigeants font ce qu’ils disent.' }, isNew: true },
      { id: 'b', translations: {}, isNew: false },
      { id: 'c', translations: { de: 'Ich kann ändern, wie ich arbeite.' }, isNew: false },
      { id: newQuestionId('set', 2, 4), translations: { ar: 'عبارة جديدة.' }, isNew: true },
    ]);
  });

  it('keeps the translations of a statement sent without any', () => {
    const [a, b, c] = base as [VersionStatement, VersionStatement, VersionStatement];
    const planned = plan([same(a), same(b), { id: c.id, text: c.text, domain: c.domain }, { text: 'New statement.', domain: 'agency' }]);
    expect(planned.ok && planned.statements.map(({ id, translations }) => ({ id, translations }))).toEqual([
      { id: 'a', translations: {} },
      { id: 'b', translations: {} },
      { id: 'c', translations: c.translations },
      { id: newQuestionId('set', 2, 4), translations: {} },
    ]);
  });

  it('counts removed statements and a new order of the kept ones', () => {
    const [a, , c] = base as [VersionStatement, VersionStatement, VersionStatement];
    const planned = plan([same(c), same(a)]);
    expect(planned.ok && planned.changes).toEqual({ added: 0, reworded: 0, removed: 1, reordered: true });
    expect(planned.ok && planned.statements.map((statement) => statement.id)).toEqual(['c', 'a']);
  });

  it('refuses an unchanged version, a domain outside the set, a statement of no version and one listed twice', () => {
    const [a] = base as [VersionStatement];
    expect(plan(base.map(same))).toEqual({ ok: false, message: questionBankMessages.unchanged(1) });
    expect(plan([{ text: 'Elsewhere.', domain: 'accountability' }])).toEqual({
      ok: false,
      message: questionBankMessages.domainNotInSet,
    });
    expect(plan([{ id: 'z', text: 'Unknown.', domain: 'agency' }])).toEqual({
      ok: false,
      message: questionBankMessages.unknownStatement,
    });
    expect(plan([same(a), same(a)])).toEqual({ ok: false, message: questionBankMessages.statementTwice });
  });
});
