import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ANSWER_OPTIONS, PREFER_NOT_TO_SAY } from '#domain/answer-scale.ts';
import { PREVIEW_SCALE } from './builder-preview.tsx';

describe("the builder's preview", () => {
  it('offers the answer scale the respondent is offered, in its order', () => {
    // The scale's labels are messages: in the source language, as the tests show them.
    expect(PREVIEW_SCALE).toEqual([...ANSWER_OPTIONS.map((option) => i18n._(option.label)), i18n._(PREFER_NOT_TO_SAY)]);
  });
});
