/**
 * Test support: small organisations of people with a team, three attributes and the release that
 * brought them, and cuts over them (the organisation, teams, subtrees, attribute values, team ×
 * attribute and attribute × attribute cells, each up to a release), for the overlap auditor's
 * property tests.
 */
import fc from 'fast-check';

export type Person = { team: number; department: number; location: number; tenure: number; release: number };
export const ATTRIBUTES = ['department', 'location', 'tenure'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export type Cut =
  | { kind: 'organisation'; upTo: number }
  | { kind: 'team'; team: number; upTo: number }
  | { kind: 'subtree'; teams: number[]; upTo: number }
  | { kind: 'attribute'; attribute: Attribute; value: number; upTo: number }
  | { kind: 'team × attribute'; team: number; attribute: Attribute; value: number; upTo: number }
  | { kind: 'two attributes'; first: [Attribute, number]; second: [Attribute, number]; upTo: number };

function holds(cut: Cut, person: Person): boolean {
  if (person.release > cut.upTo) return false;
  switch (cut.kind) {
    case 'organisation':
      return true;
    case 'team':
      return person.team === cut.team;
    case 'subtree':
      return cut.teams.includes(person.team);
    case 'attribute':
      return person[cut.attribute] === cut.value;
    case 'team × attribute':
      return person.team === cut.team && person[cut.attribute] === cut.value;
    case 'two attributes':
      return person[cut.first[0]] === cut.first[1] && person[cut.second[0]] === cut.second[1];
  }
}

export const setsOf = (people: readonly Person[], cuts: readonly Cut[]) =>
  cuts.map((cut) => people.flatMap((person, unit) => (holds(cut, person) ? [unit] : [])));

const attribute = fc.constantFrom(...ATTRIBUTES);
const value = fc.nat(2);
const upTo = fc.integer({ min: 1, max: 3 });
export const cut: fc.Arbitrary<Cut> = fc.oneof(
  fc.record({ kind: fc.constant('organisation' as const), upTo }),
  fc.record({ kind: fc.constant('team' as const), team: fc.integer({ min: 1, max: 3 }), upTo }),
  fc.record({ kind: fc.constant('subtree' as const), teams: fc.subarray([1, 2, 3], { minLength: 2 }), upTo }),
  fc.record({ kind: fc.constant('attribute' as const), attribute, value, upTo }),
  fc.record({ kind: fc.constant('team × attribute' as const), team: fc.integer({ min: 1, max: 3 }), attribute, value, upTo }),
  fc.record({ kind: fc.constant('two attributes' as const), first: fc.tuple(attribute, value), second: fc.tuple(attribute, value), upTo }),
);
export const person: fc.Arbitrary<Person> = fc.record({
  team: fc.nat(3),
  department: value,
  location: value,
  tenure: value,
  release: upTo,
});
/** Up to 16 people (the brute force tries every set of up to five) and up to ten published cuts. */
export const organisation = fc.record({
  people: fc.array(person, { minLength: 1, maxLength: 16 }),
  cuts: fc.array(cut, { minLength: 1, maxLength: 10 }),
  threshold: fc.constantFrom(3, 4, 6),
});
