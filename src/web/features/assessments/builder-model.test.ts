import { describe, expect, it } from 'vitest';
import { domainsOf } from './builder-model.ts';

describe('domain keys made from the names typed in the builder', () => {
  it('takes a built-in domain by its name, and makes a key of a new name', () => {
    expect(domainsOf(['alignment', 'Team spirit', 'Équipe & Co'])).toEqual([
      { key: 'alignment', label: 'Alignment' },
      { key: 'team-spirit', label: 'Team spirit' },
      { key: 'equipe-co', label: 'Équipe & Co' },
    ]);
  });

  it('reads names differing only in case as one domain, and never gives two names one key', () => {
    expect(domainsOf(['Team spirit', 'team SPIRIT', 'Team-spirit', '文化', '文化 2'])).toEqual([
      { key: 'team-spirit', label: 'Team spirit' },
      { key: 'team-spirit', label: 'Team spirit' },
      { key: 'team-spirit-2', label: 'Team-spirit' },
      { key: 'domain', label: '文化' },
      { key: 'domain-2', label: '文化 2' },
    ]);
  });

  it('keeps the key a saved domain already has', () => {
    expect(domainsOf(['Team work'], new Map([['team work', 'team_work']]))).toEqual([{ key: 'team_work', label: 'Team work' }]);
  });
});
