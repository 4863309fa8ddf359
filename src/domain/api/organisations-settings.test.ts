import { describe, expect, it } from 'vitest';
import { meetsThreshold } from '../anonymity.ts';
import { publicDomainScore, publicQuestionAverage } from '../published-results.ts';
import { OrganisationSettingsFormSchema, UpdateOrganisationSettingsRequestSchema } from './organisations-settings.ts';
import { defaultOrganisationSettings } from '../organisation-settings.ts';

const issuesOf = (input: unknown) => {
  const parsed = UpdateOrganisationSettingsRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('the minimum group size setting', () => {
  it('accepts whole numbers from six to fifty, and six is the default', () => {
    expect(defaultOrganisationSettings.minimumGroupSize).toBe(6);
    for (const size of [6, 7, 8, 25, 50]) expect(issuesOf({ minimumGroupSize: size })).toEqual([]);
  });

  it('refuses fewer than six, more than fifty and anything but a whole number, each in words', () => {
    const range = 'The minimum group size must be between 6 and 50 people';
    expect(issuesOf({ minimumGroupSize: 5 })).toEqual([{ path: 'minimumGroupSize', message: range }]);
    expect(issuesOf({ minimumGroupSize: 0 })).toEqual([{ path: 'minimumGroupSize', message: range }]);
    expect(issuesOf({ minimumGroupSize: 51 })).toEqual([{ path: 'minimumGroupSize', message: range }]);
    expect(issuesOf({ minimumGroupSize: 7.5 })).toEqual([
      { path: 'minimumGroupSize', message: 'The minimum group size must be a whole number of people' },
    ]);
    expect(issuesOf({ minimumGroupSize: '8' })).toEqual([
      { path: 'minimumGroupSize', message: 'The minimum group size must be a number of people' },
    ]);
    expect(issuesOf({ minimumGroupSize: null })).toEqual([
      { path: 'minimumGroupSize', message: 'The minimum group size must be a number of people' },
    ]);
  });

  it('reads the size typed in the settings form as a whole number', () => {
    const form = (minimumGroupSize: string) =>
      OrganisationSettingsFormSchema.safeParse({
        ...defaultOrganisationSettings,
        allowedEmailDomains: '',
        retentionMonths: '24',
        minimumGroupSize,
      });
    const parsed = form('12');
    expect(parsed.success && parsed.data.minimumGroupSize).toBe(12);
    for (const text of ['', 'eight', '7.5', '5', '51']) expect(form(text).success, `"${text}"`).toBe(false);
  });
});

describe('figures under an assessment’s minimum group size', () => {
  it('hides what falls below the size, and never goes below six whatever size is given', () => {
    expect(meetsThreshold(7, 8)).toBe(false);
    expect(meetsThreshold(8, 8)).toBe(true);
    expect(meetsThreshold(5, 3)).toBe(false);
    const tally = { respondents: 7, answers: 7, sum: 21, preferNot: 0 };
    expect(publicDomainScore('voice', tally, 'Voice', 8).canShow).toBe(false);
    expect(publicDomainScore('voice', tally, 'Voice', 6)).toMatchObject({ canShow: true, meanScore: 3, responseCount: 7 });
    expect(publicQuestionAverage({ answers: 7, sum: 21 }, 8)).toBeNull();
    expect(publicQuestionAverage({ answers: 7, sum: 21 }, 7)).toEqual({ average: 3, answers: 7 });
    expect(publicQuestionAverage({ answers: 5, sum: 15 }, 2)).toBeNull();
  });
});
