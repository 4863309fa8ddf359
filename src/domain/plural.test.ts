import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('counted nouns', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'response')).toBe('1 response');
    expect(countOf(0, 'response')).toBe('0 responses');
    expect(countOf(2, 'invitation')).toBe('2 invitations');
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });

  it('groups thousands as people read them', () => {
    expect(countOf(3000, 'response')).toBe('3,000 responses');
  });
});
