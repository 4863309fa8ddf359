import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import { schemaText } from './schema-language.ts';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as ZxcvbnEnglish from '@zxcvbn-ts/language-en';
import type * as PasswordFeedback from './password-feedback.ts';
import type { z } from 'zod';
import { passwordStrengthMessages } from './messages.ts';

/**
 * How hard a new password is to guess, scored by zxcvbn (0 to 4, roughly "guessable in under
 * 10^3, 10^6, 10^8, 10^10 or more attempts"). Employees need 2; an organisation's creator, who
 * holds every member's data, needs 3. The minimum lengths of the specification stay as they are.
 */
export const PASSWORD_MIN_SCORE_EMPLOYEE = 2;
export const PASSWORD_MIN_SCORE_ADMINISTRATOR = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
/** A score and zxcvbn's findings, as texts to show in the reader's language (src/domain/password-feedback.ts). */
export type PasswordStrength = { score: PasswordScore; warning: MessageDescriptor | null; suggestions: MessageDescriptor[] };
/** userInputs: the person's own name and e-mail address, which make a password easy to guess. */
export type PasswordScorer = (password: string, userInputs?: readonly string[]) => PasswordStrength;

// The texts live in the one catalogue; exported here too for the modules that check these rules.
export { passwordStrengthMessages };

const weak = msg({ message: 'Weak', context: 'password strength' });
const STRENGTH_LABELS = [
  weak,
  weak,
  msg({ message: 'Fair', context: 'password strength' }),
  msg({ message: 'Good', context: 'password strength' }),
  msg({ message: 'Strong', context: 'password strength' }),
] as const;
/** A score in a word, to be shown in the reader's language. */
export const passwordStrengthLabel = (score: PasswordScore): MessageDescriptor => STRENGTH_LABELS[score];

/** The three zxcvbn packages a scorer is made from, as `import()` or `require()` returns them, and our texts for its findings. */
export type PasswordScorerPackages = {
  core: typeof ZxcvbnCore;
  common: typeof ZxcvbnCommon;
  english: typeof ZxcvbnEnglish;
  feedback: typeof PasswordFeedback;
};

/** zxcvbn's texts replaced by their own keys, so its feedback names a finding rather than saying it in English. */
const byKey = <T extends Record<string, string>>(texts: T) => Object.fromEntries(Object.keys(texts).map((key) => [key, key])) as T;

let loaded: PasswordScorer | undefined;
let loading: Promise<PasswordScorer> | undefined;
let loadOnDemand: (() => PasswordScorerPackages) | undefined;

function createPasswordScorer({ core: coreModule, common, english, feedback }: PasswordScorerPackages): PasswordScorer {
  // Node loads the package's CommonJS build (everything under default when imported); bundlers its ES build.
  const core = ('ZxcvbnFactory' in coreModule ? coreModule : (coreModule as { default: typeof coreModule }).default) as typeof coreModule;
  const zxcvbn = new core.ZxcvbnFactory({
    translations: {
      warnings: byKey(english.translations.warnings),
      suggestions: byKey(english.translations.suggestions),
      timeEstimation: english.translations.timeEstimation,
    },
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    // Levenshtein matching against these lists, and l33t matching with many substitutions, cost
    // hundreds of milliseconds to seconds a check on long random passwords: a server-side
    // denial of service. Without them a check stays under ~150 ms; the first 64 characters decide.
    l33tMaxSubstitutions: 4,
    maxLength: 64,
  });
  return (password, userInputs = []) => {
    const result = zxcvbn.check(password, [...userInputs]);
    const { warning, suggestions } = result.feedback;
    return {
      score: result.score,
      warning: (warning && feedback.PASSWORD_WARNINGS[warning]) || null,
      suggestions: suggestions.flatMap((key) => feedback.PASSWORD_SUGGESTIONS[key] ?? []),
    };
  };
}

/**
 * Loads the scorer and its dictionaries (about 1.5 MB of word lists) once. The imports are
 * dynamic so that the browser fetches them only when someone starts choosing a password.
 */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  loading ??= loaded
    ? Promise.resolve(loaded)
    : (async () => {
        const [core, common, english, feedback] = await Promise.all([
          import('@zxcvbn-ts/core'),
          import('@zxcvbn-ts/language-common'),
          import('@zxcvbn-ts/language-en'),
          import('./password-feedback.ts'),
        ]);
        loaded ??= createPasswordScorer({ core, common, english, feedback });
        return loaded;
      })();
  return loading;
}

/**
 * Lets the scorer be built synchronously the first time a new password is judged. The server
 * passes the packages through `require`: their dictionaries take about 45 MB of memory and
 * half a second to build, which a server that nobody sets a password on never pays.
 */
export function loadPasswordScorerOnDemand(packages: () => PasswordScorerPackages): void {
  loadOnDemand = packages;
}

/** The scorer if it has been loaded already, or built now when it is loaded on demand. */
export function loadedPasswordScorer(): PasswordScorer | undefined {
  if (!loaded && loadOnDemand) loaded = createPasswordScorer(loadOnDemand());
  return loaded;
}

/** Why a password is refused, in the reader's language: whitespace only, or a score under the minimum with zxcvbn's finding. */
export function passwordStrengthProblem(
  scorer: PasswordScorer,
  password: string,
  minScore: number,
  userInputs: readonly string[] = [],
): string | undefined {
  if (password.trim() === '') return schemaText(passwordStrengthMessages.whitespaceOnly);
  const strength = scorer(password, userInputs);
  if (strength.score >= minScore) return undefined;
  const hint = strength.warning ?? strength.suggestions[0];
  return schemaText(hint ? passwordStrengthMessages.tooGuessableWithHint(schemaText(hint)) : passwordStrengthMessages.tooGuessable);
}

/** The person's own words: each input whole and its parts, as a password is often built from them. */
function personalWords(values: readonly (string | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    words.add(value.toLowerCase());
    for (const part of value.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * A refinement for a request object whose `field` is a new password. It judges only a password
 * that already meets the field's own rules (`fieldSchema`: required, minimum length, maximum),
 * so the specification's messages stay the only ones for a short password.
 * Fails closed: without a loaded scorer (or one to load on demand) no new password is accepted.
 */
export function strongPasswordRefinement<T extends Record<string, unknown>>(options: {
  field: keyof T & string;
  fieldSchema: z.ZodType;
  minScore: number;
  userInputs: (input: T) => (string | undefined)[];
}) {
  return (input: T, context: z.RefinementCtx) => {
    const password = input[options.field];
    if (typeof password !== 'string' || !options.fieldSchema.safeParse(password).success) return;
    const scorer = loadedPasswordScorer();
    if (!scorer)
      throw new Error(
        'Password strength scorer not loaded: await loadPasswordScorer() or call loadPasswordScorerOnDemand() before validating new passwords',
      );
    const problem = passwordStrengthProblem(scorer, password, options.minScore, personalWords(options.userInputs(input)));
    if (problem) context.addIssue({ code: 'custom', path: [options.field], message: problem });
  };
}
