import { z } from 'zod';
import { DEFAULT_REGION } from './schemas/values';
import { isTimeZone } from './zone-offsets';

/** The society's time zone, checked against Intl: a wrong name fails the build or the functions' start, not a date. */
export const timeZoneSchema = z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Dubai');

/**
 * The app's configuration and how it is parsed. Defaults describe the local demo project,
 * which only ever talks to the emulators; a real deployment sets VITE_FIREBASE_*.
 * Parsed once, when the app is built (build/app-env.ts): an invalid value fails the build,
 * and the browser gets the parsed values (env.ts) without zod (decision 0030).
 */
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).default('demo-clubhouse.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default('demo-clubhouse'),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1).default('demo-clubhouse.appspot.com'),
  VITE_FIREBASE_APP_ID: z.string().min(1).default('1:000000000000:web:demo'),
  VITE_FIREBASE_MESSAGING_SENDER_ID: z.string().optional(),
  VITE_FIREBASE_FUNCTIONS_REGION: z.string().min(1).default(DEFAULT_REGION),
  /** 'true' / 'false' to force; by default a demo- project uses the emulators. */
  VITE_USE_EMULATORS: z.enum(['true', 'false']).optional(),
  VITE_EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  VITE_SOCIETY_TIME_ZONE: timeZoneSchema.default('Asia/Dubai'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid app configuration: ${detail}`);
  }
  return result.data;
}
