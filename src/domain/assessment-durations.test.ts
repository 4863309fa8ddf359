import { describe, expect, it } from 'vitest';
import { estimatedMinutes, estimateMinutes } from './assessment-durations.ts';

describe('the time to answer', () => {
  it('grows with the number of statements, as spec/02 §9 states it for its sets', () => {
    expect(estimateMinutes(8)).toBe('3-4 minutes');
    expect(estimateMinutes(6)).toBe('2-3 minutes');
    expect(estimateMinutes(1)).toBe('1-2 minutes');
    expect(estimateMinutes(200)).toBe('67-84 minutes');
  });

  it('is derived from each built-in set', () => {
    expect(estimatedMinutes['deib-assessment']).toBe('3-4 minutes');
    expect(estimatedMinutes['default-assessment']).toBe('2-3 minutes');
  });
});
