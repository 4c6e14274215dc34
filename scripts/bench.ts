/**
 * `npm run bench`: size figures of the production build, the numbers behind
 * "fast on a phone at the course". Builds the app, then reports (gzip) what a
 * visitor's first load of each route downloads and what the service worker
 * precaches. Figures only; budgets are compared and printed, never asserted in tests.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, root, step } from './lib/run';

const BUDGET_FIRST_LOAD_KB = 250; // gzip JS+CSS for a visitor's first page

await step('Build app', bin('vite'), ['build', '--logLevel', 'warn']);

const dist = join(root, 'dist');
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Files a chunk needs before it can run: itself, its static imports, their CSS. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest (build.manifest must be on).');
const entry = closure(entryKey);
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gz(f), 0);

console.log('\nFirst load per route (gzip, entry + route chunk and their static imports):');
const rows: [string, number][] = [];
for (const key of Object.keys(manifest).filter((k) => k.startsWith('src/app/routes/'))) {
  const files = closure(key, new Set(entry));
  rows.push([key.replace('src/app/routes/', '').replace(/\.tsx$/, ''), sum(files)]);
}
rows.sort((a, b) => a[0].localeCompare(b[0]));
for (const [route, bytes] of rows) {
  const flag = bytes > BUDGET_FIRST_LOAD_KB * 1024 ? `  OVER the ${BUDGET_FIRST_LOAD_KB} KB budget` : '';
  console.log(`  ${route.padEnd(24)} ${kb(bytes).padStart(10)}${flag}`);
}
console.log(`  ${'(entry alone)'.padEnd(24)} ${kb(sum(entry)).padStart(10)}`);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
const precached = walk(dist).filter((p) => sw.includes(`"${p.slice(dist.length + 1)}"`));
const precacheBytes = precached.reduce((t, p) => t + statSync(p).size, 0);
console.log(`\nService worker precache: ${precached.length} files, ${kb(precacheBytes)} (uncompressed)`);
