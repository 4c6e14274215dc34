/**
 * Options every function shares, set once before any function is defined
 * (firebase-functions reads them when `onCall`/`onDocumentWritten` run, so
 * every handler module imports this first, through ./runtime).
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { env } from './env';

setGlobalOptions({
  region: env.FUNCTIONS_REGION,
  // A ceiling on cost and on concurrent transactions against one event; far above a society's traffic.
  maxInstances: 10,
});

export const REGION = env.FUNCTIONS_REGION;
