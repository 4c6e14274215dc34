// Bundles the functions (and the zod schemas they share with the app in ../src/lib/schemas)
// into lib/index.js; firebase-admin and firebase-functions stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  packages: 'external',
  alias: { '@': '../src' },
  logLevel: 'warning',
});
