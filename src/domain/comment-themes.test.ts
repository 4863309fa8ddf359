import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentThemes, stem } from './comment-themes.ts';

describe('the theme summary of comments', () => {
  it('counts the comments that mention each word or phrase, most mentioned first, stop words left out', () => {
    const themes = commentThemes([
      'We need more quiet rooms.',
      'Quiet rooms, please! And fewer meetings.',
      'Too many meetings on Mondays',
      'The quiet rooms are always booked',
      'I like the new canteen',
    ]);
    expect(themes).toEqual([
      { term: 'quiet rooms', comments: 3 },
      { term: 'meetings', comments: 2 },
    ]);
  });

  it('takes plurals and capitals as one word, shown as most comments wrote it', () => {
    expect(stem('meetings')).toBe('meeting');
    expect(stem('policies')).toBe('policy');
    expect(stem('processes')).toBe('process');
    expect(stem('process')).toBe('process');
    expect(commentThemes(['Policy is unclear', 'the policies', 'POLICIES again'])).toEqual([{ term: 'policies', comments: 3 }]);
  });

  it('never makes a theme of a masked name, address or phone number, nor runs a phrase across one', () => {
    const themes = commentThemes(['[name] shouts at [email]', '[name] shouts', 'call [phone] daily', '[phone] daily']);
    expect(themes.map((theme) => theme.term)).toEqual(['daily', 'shouts']);
  });

  it('does not run a phrase across punctuation or a stop word', () => {
    expect(commentThemes(['Pay. Rises are late', 'pay and rises'])).toEqual([
      { term: 'pay', comments: 2 },
      { term: 'rises', comments: 2 },
    ]);
  });

  it('needs two comments for a theme, and keeps to the limit', () => {
    expect(commentThemes(['only once here'])).toEqual([]);
    const many = Array.from({ length: 30 }, (_, index) => `topic${String.fromCharCode(97 + (index % 26))}x`);
    expect(commentThemes([...many, ...many], 10)).toHaveLength(10);
  });

  it('counts each term at most once a comment, never more than there are comments', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .array(fc.constantFrom('rooms', 'room', 'quiet', 'meeting', 'the', '.', 'pay'), { maxLength: 12 })
            .map((words) => words.join(' ')),
          { maxLength: 15 },
        ),
        (comments) => commentThemes(comments).every((theme) => theme.comments >= 2 && theme.comments <= comments.length),
      ),
    );
  });
});
