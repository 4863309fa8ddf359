// What the rest of the server may use from the platform feature; everything else is its own.
export { appointFirstPlatformAdmin } from './first-admin.ts';
export { purgeOldDailyCompletions } from './service.ts';
