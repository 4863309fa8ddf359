// What the rest of the server may use from demo; everything else is its own.
export { seedDemoOrganisation } from './seed.ts';
