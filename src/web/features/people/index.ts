// What other parts of the web app may use from the people feature; everything else is its own.
export { peopleQueryKey, usePeople } from './queries.ts';
