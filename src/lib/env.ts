import type { Env } from './env-schema';

export type { Env } from './env-schema';

/** The app's configuration, parsed when the app was built (build/app-env.ts, env-schema.ts): no zod in the browser. */
declare const __APP_ENV__: Env;

export const env: Env = __APP_ENV__;

export function usesEmulators(env: Env): boolean {
  if (env.VITE_USE_EMULATORS) return env.VITE_USE_EMULATORS === 'true';
  return env.VITE_FIREBASE_PROJECT_ID.startsWith('demo-');
}
