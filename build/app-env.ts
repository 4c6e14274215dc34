/**
 * The app's configuration parsed at build time (src/lib/env-schema.ts, decision 0030): the `VITE_*`
 * variables Vite would put in `import.meta.env` (`.env` files and the environment), parsed once, here.
 * An invalid value fails the build with the field's name; the browser, the render function and the tests
 * read the parsed values as `__APP_ENV__` (src/lib/env.ts), so no page loads zod to read its configuration.
 */
import { loadEnv } from 'vite';
import { parseEnv } from '../src/lib/env-schema';

export function appEnvDefine(mode: string, root = process.cwd()): Record<string, string> {
  return { __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, root, 'VITE_'))) };
}
