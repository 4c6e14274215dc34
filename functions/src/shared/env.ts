/**
 * The functions' environment, parsed once (functions/.env.<project> locally
 * and on deploy; see the README's deploy section). A bad value stops the
 * functions from loading with one line per wrong variable, rather than
 * surfacing later as a mail that never leaves or a wrong "today".
 */
import { z } from 'zod';
import { timeZoneSchema } from '@/lib/env-schema';
import { DEFAULT_REGION } from '@/lib/schemas/common';

const flag = z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).transform((v) => v === 'true');

export const envSchema = z.object({
  /** Where every function runs; the web app's VITE_FIREBASE_FUNCTIONS_REGION must match (same default). */
  FUNCTIONS_REGION: z
    .string()
    .regex(/^[a-z]+-[a-z]+\d+$/, 'must be a Cloud Functions region such as us-central1')
    .default(DEFAULT_REGION),
  /** Event days and the membership expiry job follow the society's calendar (architecture decision 9). */
  SOCIETY_TIME_ZONE: timeZoneSchema.default('Asia/Dubai'),
  /** The society's name, as member mails sign off. */
  SOCIETY_NAME: z.string().min(1).max(100).default('Clubhouse Golf Society'),
  /** The site's address, for links in mail. */
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://localhost:5173'),
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(2525),
  /** 'true' for implicit TLS (port 465); 'false' uses STARTTLS when the server offers it. */
  SMTP_SECURE: flag.default(false),
  SMTP_USER: z.string().default(''),
  SMTP_PASS: z.string().default(''),
  SMTP_FROM: z.string().min(1).default('Clubhouse <no-reply@clubhouse.local>'),
});

export type FunctionsEnv = z.infer<typeof envSchema>;

/** Parses `source` (process.env); throws one message naming every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): FunctionsEnv {
  // An empty variable counts as unset, as in a .env file with `SMTP_USER=`.
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(given);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid functions configuration (functions/.env.<project>):\n${lines.join('\n')}`);
}

export const env: FunctionsEnv = parseEnv(process.env);
