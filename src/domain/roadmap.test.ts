import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { allQuestions, questionSets } from './question-bank.ts';
import { generateRoadmap, roadmapActionTexts, shortenAtWord, timeframeFor, type RoadmapDraft } from './roadmap.ts';
import { ROADMAP_TIMEFRAMES, roadmapTemplates } from './roadmap-templates.ts';

/** An action's words in the source language, as an English reader reads them. */
const read = (item: RoadmapDraft | undefined) => (item ? { ...item, ...roadmapActionTexts(i18n, item) } : undefined);

const domain = (key: string, mean: number) => ({ domain: key, label: key, mean });

describe('roadmap', () => {
  it('has a template for every domain of every built-in set', () => {
    for (const set of questionSets) for (const { key } of set.domains) expect(roadmapTemplates[key], key).toBeDefined();
  });

  it.each([
    [2, '6-8 weeks'],
    [1.99, '4-6 weeks'],
    [1.5, '4-6 weeks'],
    [1.49, '3-4 weeks'],
    [1, '3-4 weeks'],
    [0.99, '2-3 weeks'],
    [0, '2-3 weeks'],
  ])('gives a gap of %s the timeframe %s', (gap, timeframe) => {
    expect(i18n._(ROADMAP_TIMEFRAMES[timeframeFor(gap)])).toBe(timeframe);
  });

  it('takes the three largest gaps in order, with priorities 1 to 3', () => {
    const items = generateRoadmap(
      [domain('alignment', 4.5), domain('awareness', 2.9), domain('agency', 3.5), domain('adaptability', 3), domain('accountability', 4)],
      [],
    ).map(read);
    expect(items.map((item) => [item?.priority, item?.domain, item?.timeframe])).toEqual([
      [1, 'awareness', '6-8 weeks'],
      [2, 'adaptability', '6-8 weeks'],
      [3, 'agency', '4-6 weeks'],
    ]);
    expect(items[0]?.ownerHint).toBe('Leadership Team or Communications Lead');
  });

  it('breaks ties by domain key, the same way every time', () => {
    const items = generateRoadmap([domain('awareness', 3), domain('agency', 3), domain('alignment', 3), domain('accountability', 3)], []);
    expect(items.map((item) => item.domain)).toEqual(['accountability', 'agency', 'alignment']);
  });

  it('proposes nothing for a domain at 4.50 or more (Excellent), even among the largest gaps left', () => {
    const items = generateRoadmap(
      [domain('alignment', 4.67), domain('awareness', 2.9), domain('agency', 4.5), domain('adaptability', 4.49)],
      [],
    ).map(read);
    expect(items.map((item) => [item?.priority, item?.domain, item?.timeframe])).toEqual([
      [1, 'awareness', '6-8 weeks'],
      [2, 'adaptability', '2-3 weeks'],
    ]);
    expect(generateRoadmap([domain('alignment', 4.67), domain('awareness', 5)], [])).toEqual([]);
  });

  it('makes fewer items when fewer domains are shown, and none from none', () => {
    expect(generateRoadmap([domain('agency', 2)], [])).toHaveLength(1);
    expect(generateRoadmap([], [])).toEqual([]);
  });

  it('quotes the question with the largest gap: whole words up to 50 characters in the title, up to 100 in the rationale, whole on the item', () => {
    const [low, high] = allQuestions.filter((question) => question.domain === 'leadership-governance');
    if (!low || !high) throw new Error('question bank changed');
    const long = 'Senior leaders in this organisation are held responsible for progress on inclusion goals every year, in public.';
    const [draft] = generateRoadmap(
      [{ domain: 'leadership-governance', label: 'Leadership & Governance', mean: 2.4 }],
      [
        { domain: 'leadership-governance', questionId: high.id, text: high.text, average: 3.1 },
        { domain: 'leadership-governance', questionId: low.id, text: long, average: 1.9 },
      ],
    );
    const item = read(draft);
    // 'responsible' would be cut at the 50th character: the title stops before it.
    expect(item?.title).toBe('Show leadership commitment to inclusion in action: “Senior leaders in this organisation are held…”');
    // The rationale quotes the first 100 characters (spec/02 §9); the item keeps the whole statement.
    expect(item?.rationale).toContain(
      '“Senior leaders in this organisation are held responsible for progress on inclusion goals every year…”',
    );
    expect(item?.question).toEqual({ id: low.id, text: long, average: 1.9 });
    expect(item?.rationale).toContain('scored 2.40 out of 5 (a gap of 2.60)');
  });

  it('shortens at a word boundary, never inside a word', () => {
    expect(shortenAtWord('Short enough.', 50)).toBe('Short enough.');
    expect(shortenAtWord('Leaders are responsible for inclusion', 20)).toBe('Leaders are…');
    expect(shortenAtWord('Leaders, managers and staff', 9)).toBe('Leaders…');
    expect(shortenAtWord('Unbreakablewordwithoutspaces', 10)).toBe('Unbreakabl…');
  });
});

describe('a domain an organisation made up', () => {
  it('gets the generic template, in its own name', () => {
    const item = read(
      generateRoadmap(
        [{ domain: 'wellbeing', label: 'Wellbeing', mean: 2.5 }],
        [{ domain: 'wellbeing', questionId: 'q-1', text: 'I can switch off after work.', average: 2.1 }],
      )[0],
    );
    expect(item).toMatchObject({
      domain: 'wellbeing',
      title: 'Act on what people said about Wellbeing: “I can switch off after work.”',
      ownerHint: 'People Lead or Team Managers',
      timeframe: '6-8 weeks',
    });
    expect(item?.rationale).toContain('Wellbeing scored 2.50 out of 5');
  });
});
