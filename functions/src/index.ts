/**
 * Cloud Functions for Clubhouse (2nd gen), by domain. Each domain folder holds
 * its handlers (callables, triggers, schedules) and the plain core they call;
 * shared/ sets the common options once, parses the environment once and gives
 * typed Firestore access from the zod schemas in src/lib/schemas. The emulator
 * and deploys load the esbuild bundle in lib/index.js. Function names are part
 * of the contract: the app, the seed and the tests call them by name. The
 * Firestore triggers are in documents.ts, one per document path.
 */
export * from './registrations/handlers';
export * from './members/handlers';
export * from './membership/handlers';
export * from './standings/handlers';
export * from './mail/handlers';
export * from './events/handlers';
export * from './waitlist/handlers';
export * from './calendar/handlers';
export * from './images/handlers';
export * from './digests/handlers';
export * from './scoring/handlers';
export * from './documents';
