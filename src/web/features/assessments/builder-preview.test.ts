import { describe, expect, it } from 'vitest';
import { ANSWER_OPTIONS, PREFER_NOT_TO_SAY } from '#domain/answer-scale.ts';
import { PREVIEW_SCALE } from './builder-preview.tsx';

describe("the builder's preview", () => {
  it('offers the answer scale the respondent is offered, in its order', () => {
    // The same messages, context and all, so they share their translations.
    expect(PREVIEW_SCALE).toEqual([...ANSWER_OPTIONS.map((option) => option.label), PREFER_NOT_TO_SAY]);
  });
});
