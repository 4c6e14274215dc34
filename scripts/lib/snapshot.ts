/**
 * Snapshots of the seeded emulators (`npm start`): the first start of a day
 * seeds the season through the functions and exports what the emulators
 * hold; later starts import it while nothing it was made from has changed.
 *
 * A snapshot lives in .emulators/snapshots/<key>/ (ignored by git). Its key
 * hashes everything the seeded data depends on:
 * - the seed's day (the season is built around it: events before it are played)
 *   and size;
 * - every file the seed's code imports (scripts/seed/**, and what it uses from src/);
 * - the built functions bundle (functions/lib/index.js: the functions' sources
 *   and the src/lib code they share), their package.json and emulator .env;
 * - src/lib/schemas (the shapes of every stored document);
 * - firebase.json and the installed firebase-tools, firebase-admin and
 *   firebase-functions versions.
 * The security rules are not part of it: the seed writes as an admin and
 * through functions, which rules do not restrict, and an imported snapshot
 * runs under the current rules.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { dubaiDay } from '../seed/dates';
import type { SeedSummary } from '../seed/types';
import { root } from './run';

export const SNAPSHOTS_DIR = join(root, '.emulators/snapshots');
const MANIFEST = 'clubhouse-snapshot.json';
/** Bump when the way snapshots are made changes. */
const FORMAT = 'clubhouse-snapshot/1';
/** Snapshots kept (the newest); older ones are deleted when a new one is saved. */
const KEEP = 3;

export interface SnapshotKey {
  key: string;
  /** The seed's day in the society's time zone, YYYY-MM-DD. */
  day: string;
  inputs: Record<string, string>;
}

export interface Snapshot {
  key: string;
  dir: string;
  createdAt: string;
  seedSeconds: number;
  summary: SeedSummary;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function hashFiles(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(?\s*['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = resolve(root, 'src', specifier.slice(2));
  else return null; // a package: covered by the versions in the key
  const stem = base.replace(/\.(js|mjs|cjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.json`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Snapshot key: cannot resolve "${specifier}" imported by ${relative(root, from)}`);
}

/** Every source file reachable from `entry` through relative (and `@/`) imports. */
export function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|mts|js|mjs)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, (match[1] ?? match[2]) as string);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

function packageVersion(name: string): string {
  const file = join(root, 'node_modules', name, 'package.json');
  return existsSync(file) ? String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version) : 'missing';
}

/** The key of the snapshot for a seed of `size` on `today`; call after the functions are built. */
export function snapshotKey(size: number, today: Date): SnapshotKey {
  const { year, month, day: date } = dubaiDay(today);
  const day = `${year}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  const functionsFiles = ['functions/lib/index.js', 'functions/package.json', 'functions/.env.demo-clubhouse']
    .map((f) => join(root, f))
    .filter((f) => existsSync(f));
  const inputs: Record<string, string> = {
    format: FORMAT,
    day,
    size: String(size),
    seed: hashFiles(importGraph(join(root, 'scripts/seed/index.ts'))),
    functions: hashFiles(functionsFiles),
    schemas: hashFiles(filesUnder(join(root, 'src/lib/schemas'))),
    emulators: sha(
      [
        readFileSync(join(root, 'firebase.json'), 'utf8'),
        ...['firebase-tools', 'firebase-admin', 'firebase-functions'].map((p) => `${p}@${packageVersion(p)}`),
      ].join('\n'),
    ),
  };
  const key = `${day}-${sha(JSON.stringify(inputs)).slice(0, 12)}`;
  return { key, day, inputs };
}

/** The saved snapshot for `key`, if it is complete. */
export function findSnapshot(key: string): Snapshot | null {
  const dir = join(SNAPSHOTS_DIR, key);
  const manifest = join(dir, MANIFEST);
  if (!existsSync(manifest) || !existsSync(join(dir, 'firebase-export-metadata.json'))) return null;
  try {
    const snapshot = JSON.parse(readFileSync(manifest, 'utf8')) as Omit<Snapshot, 'dir'>;
    return snapshot.key === key ? { ...snapshot, dir } : null;
  } catch {
    return null;
  }
}

/**
 * Saves a snapshot: `exportTo(dir)` fills a temporary folder, which becomes
 * the snapshot only once complete (an interrupted save leaves no snapshot).
 */
export async function saveSnapshot(
  key: SnapshotKey,
  seedSeconds: number,
  summary: SeedSummary,
  exportTo: (dir: string) => Promise<void>,
): Promise<Snapshot> {
  mkdirSync(SNAPSHOTS_DIR, { recursive: true });
  const dir = join(SNAPSHOTS_DIR, key.key);
  const partial = join(SNAPSHOTS_DIR, `.partial-${key.key}-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  await exportTo(partial);
  const snapshot: Omit<Snapshot, 'dir'> = { key: key.key, createdAt: new Date().toISOString(), seedSeconds, summary };
  writeFileSync(join(partial, MANIFEST), `${JSON.stringify({ ...snapshot, inputs: key.inputs }, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  prune(key.key);
  return { ...snapshot, dir };
}

/** Deletes interrupted saves and all but the newest snapshots (keeping `current`). */
function prune(current: string): void {
  const entries = readdirSync(SNAPSHOTS_DIR, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const e of entries.filter((e) => e.name.startsWith('.partial-') && !e.name.endsWith(`-${process.pid}`))) {
    rmSync(join(SNAPSHOTS_DIR, e.name), { recursive: true, force: true });
  }
  const saved = entries
    .filter((e) => !e.name.startsWith('.') && e.name !== current)
    .map((e) => ({ name: e.name, time: statSync(join(SNAPSHOTS_DIR, e.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of saved.slice(KEEP - 1)) rmSync(join(SNAPSHOTS_DIR, old.name), { recursive: true, force: true });
}

type RestValue = { integerValue?: string; doubleValue?: number };
const restNumber = (v: RestValue | undefined) => Number(v?.integerValue ?? v?.doubleValue ?? Number.NaN);

/**
 * What an imported snapshot must hold, checked over the emulators' REST APIs
 * (as the owner): every account with the admin claim, every member card, the
 * counters and both leaderboards. Returns what is missing; empty when complete.
 */
export async function importedProblems(
  summary: SeedSummary,
  hosts: { auth: string; firestore: string },
  projectId: string,
): Promise<string[]> {
  const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
  const documents = `http://${hosts.firestore}/v1/projects/${projectId}/databases/(default)/documents`;
  const problems: string[] = [];
  const expect = (what: string, actual: number, wanted: number) => {
    if (actual !== wanted) problems.push(`${what}: ${actual}, expected ${wanted}`);
  };
  const post = async (url: string, body: unknown) =>
    (await fetch(url, { method: 'POST', headers: owner, body: JSON.stringify(body) })).json() as Promise<unknown>;
  const count = async (collectionId: string) => {
    const reply = (await post(`${documents}:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId, allDescendants: true }] },
        aggregations: [{ alias: 'n', count: {} }],
      },
    })) as { result?: { aggregateFields?: { n?: RestValue } } }[];
    return restNumber(reply[0]?.result?.aggregateFields?.n);
  };
  const field = async (path: string, name: string) => {
    const reply = (await (await fetch(`${documents}/${path}`, { headers: owner })).json()) as { fields?: Record<string, RestValue> };
    return restNumber(reply.fields?.[name]);
  };

  const auth = `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const accounts = (await post(`${auth}/accounts:query`, { returnUserInfo: false })) as { recordsCount?: string };
  expect('auth accounts', Number(accounts.recordsCount), summary.users);
  const admin = (await post(`${auth}/accounts:lookup`, { localId: ['demo-admin'] })) as {
    users?: { customAttributes?: string }[];
  };
  if (!admin.users?.[0]?.customAttributes?.includes('"admin":true')) problems.push('the demo admin has no admin claim');

  expect('member cards', await count('members'), summary.profiles);
  expect('profiles', await count('profiles'), summary.profiles);
  expect('registrations', await count('registrations'), summary.tournamentRegistrations + summary.par3Registrations);
  expect('courses', await count('courses'), summary.courses);
  expect('cards', await count('cards'), summary.cards);
  expect('groups', await count('groups'), summary.groups);
  expect('scores in standings/current', await field('standings/current', 'scoreCount'), summary.scores);
  expect('scores in par3Standings/current', await field('par3Standings/current', 'scoreCount'), summary.par3Scores);
  const tournaments = (await (await fetch(`${documents}/tournaments?pageSize=1000`, { headers: owner })).json()) as {
    documents?: { fields?: Record<string, RestValue> }[];
  };
  const registered = (tournaments.documents ?? []).reduce((sum, t) => sum + restNumber(t.fields?.registeredCount), 0);
  expect('tournament registeredCount total', registered, summary.tournamentRegistrations);
  return problems;
}
