import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { assessmentHeading } from './assessment-name.ts';

describe('an assessment with its wave', () => {
  it('says the wave once, after the title', () => {
    expect(i18n._(assessmentHeading({ title: 'Diversity, Equity, Inclusion & Belonging (DEIB)', wave: 2 }))).toBe(
      'Diversity, Equity, Inclusion & Belonging (DEIB) · wave 2',
    );
    expect(i18n._(assessmentHeading({ title: 'DEIB follow-up (wave 2)', wave: 2 }))).toBe('DEIB follow-up · wave 2');
    expect(i18n._(assessmentHeading({ title: 'Culture check', wave: 1 }))).toBe('Culture check · wave 1');
  });
});
