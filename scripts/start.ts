/**
 * `npm start`: the whole site locally. Builds the functions, prepares the
 * emulators for this machine, starts Auth, Firestore, Functions and Storage
 * emulators for demo-clubhouse with the seeded demo season, serves the app on
 * http://127.0.0.1:5173 and prints the demo log-ins. Ctrl-C stops everything.
 *
 * The season is seeded through the functions once, then saved as a snapshot
 * of the emulators (.emulators/snapshots/, see scripts/lib/snapshot.ts); later
 * starts import it while its inputs (the day, the seed, the functions...) are
 * unchanged. `npm start -- --fresh` seeds again regardless.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { relative } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { STORAGE_STAND_IN_WARNING, prepareEmulators } from './emulators/prepare';
import {
  FunctionsActivity,
  HOSTS,
  emulatorEnv,
  exportEmulators,
  firebaseCommand,
  runningEmulatorPids,
  warmFirestore,
} from './lib/emulators';
import { startMailSink, emulatorSmtpPort } from './lib/mail-sink';
import { EMULATORS, PROJECT_ID, root, run } from './lib/run';
import { findSnapshot, importedProblems, saveSnapshot, snapshotKey, type Snapshot } from './lib/snapshot';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD } from './seed/accounts';
import type { SeedSummary } from './seed/types';

const PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199, hub: 4400, app: 5173 };
/** `--prod`: the Hosting emulator serves the production build and the render function here. */
const HOSTING_PORT = 5000;
const logFile = `${root}/.emulators/emulators.log`;

const USAGE = `Usage: npm start [-- --fresh] [-- --prod]

  Serves the site on http://127.0.0.1:5173 with the emulators and the demo season.
  The season is seeded once and saved under .emulators/snapshots/; later starts
  reuse it while the day, the seed and the functions are unchanged.

  --fresh   seed the season again (and save a new snapshot) even if one exists
  --prod    serve exactly what Firebase Hosting serves, on http://127.0.0.1:5000:
            the production build (vite build) on the Hosting emulator, public
            pages rendered with their data by the render function (render/)`;

/**
 * When `npm start` began, in ms since the epoch: the start of the oldest
 * npm/tsx ancestor of this process (Linux), so "Ready in" is what a stopwatch
 * started with the command shows; elsewhere this process's own start.
 */
function startedAt(): number {
  const own = Date.now() - process.uptime() * 1000;
  try {
    const ticks = 100; // USER_HZ on Linux
    const bootTime = Number(/btime (\d+)/.exec(readFileSync('/proc/stat', 'utf8'))?.[1]) * 1000;
    let earliest = own;
    let pid = process.ppid;
    for (let depth = 0; depth < 4 && pid > 1; depth += 1) {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!/npm|tsx/.test(cmdline)) break;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      earliest = Math.min(earliest, bootTime + (Number(fields[19]) / ticks) * 1000);
      pid = Number(fields[1]);
    }
    return Number.isFinite(earliest) ? earliest : own;
  } catch {
    return own;
  }
}

const started = startedAt();
const since = (from: number) => ((Date.now() - from) / 1000).toFixed(1);

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPorts(ports: number[], emulators: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (emulators.exitCode !== null) throw new Error('The emulators stopped while starting.');
    const open = await Promise.all(ports.map(portOpen));
    if (open.every(Boolean)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The emulators did not open ports ${ports.join(', ')} within ${timeoutMs / 1000} s.`);
}

let emulators: ChildProcess | undefined;
/** Emulator processes the CLI started in their own process groups (the Firestore JVM), from the hub. */
let emulatorPids: number[] = [];
let vite: ViteDevServer | undefined;
let closeMailSink: (() => Promise<void>) | undefined;
let stopping = false;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Kills the CLI's process group (the CLI and its function workers) and the emulators it started apart. */
function forceStop(): void {
  if (emulators?.pid && emulators.exitCode === null) {
    try {
      process.kill(-emulators.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const pid of emulatorPids.filter(alive)) process.kill(pid, 'SIGKILL');
}

/**
 * Stops the app and the emulators. The emulators' CLI runs in its own process
 * group, so it gets exactly one SIGINT (from here) and shuts every emulator
 * down cleanly; a second Ctrl-C, or 20 s without an exit, kills them all.
 */
let stopAt = 0;
async function stop(code: number): Promise<never> {
  if (stopping) {
    // One Ctrl-C can arrive twice (from the terminal and relayed by npm/tsx): only a later one counts.
    if (Date.now() - stopAt < 1000) return new Promise<never>(() => undefined);
    console.log('Stopping right now.');
    forceStop();
    process.exit(code || 130);
  }
  stopping = true;
  stopAt = Date.now();
  console.log('\nStopping the app and the emulators (Ctrl-C again to stop right now)...');
  const cli = emulators;
  const cliExited =
    cli && cli.exitCode === null
      ? new Promise<void>((resolve) => {
          cli.once('exit', () => resolve());
          cli.kill('SIGINT');
        })
      : Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), 20_000);
  });
  await Promise.all([vite?.close(), closeMailSink?.()]);
  if (await Promise.race([cliExited.then(() => false), timedOut])) {
    console.warn('The emulators did not stop within 20 s: killing them.');
  }
  clearTimeout(timer);
  forceStop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));

/** Seeds through the functions, waits for every trigger to finish, saves the snapshot. */
async function seedAndSave(
  key: ReturnType<typeof snapshotKey>,
  today: Date,
  activity: FunctionsActivity,
): Promise<{ summary: SeedSummary; snapshot: Snapshot | null }> {
  // Loaded only when seeding: a start from a snapshot never needs the seed's code.
  const { seed } = await import('./seed/index');
  const summary = await seed({ today, log: (line) => console.log(line) });
  if (!(await activity.idle())) {
    console.warn('  Some functions were still running after 30 s; not saving a snapshot (the next start seeds again).');
    return { summary, snapshot: null };
  }
  const saving = Date.now();
  const snapshot = await saveSnapshot(key, summary.seconds, summary, exportEmulators);
  console.log(`  saved the snapshot ${relative(root, snapshot.dir)}: ${since(saving)} s`);
  return { summary, snapshot };
}

async function main(args: readonly string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const unknown = args.filter((a) => a !== '--fresh' && a !== '--prod');
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(' ')}\n\n${USAGE}`);
  const fresh = args.includes('--fresh');
  const prod = args.includes('--prod');
  const appPort = prod ? HOSTING_PORT : PORTS.app;

  const ports = [...Object.values(PORTS).filter((p) => p !== PORTS.app), appPort];
  const busy = (await Promise.all(ports.map(async (p) => ((await portOpen(p)) ? p : null)))).filter((p) => p !== null);
  if (busy.length > 0) {
    throw new Error(`Ports ${busy.join(', ')} are already in use: is another copy of the site still running?`);
  }

  console.log('Building the Cloud Functions...');
  const building = run('npm', ['run', '--silent', 'build:functions']);
  const setup = prepareEmulators(); // meanwhile (java checks, jars for this machine)
  if ((await building) !== 0) throw new Error('The functions did not build.');
  if (prod) {
    // The production build (build:functions above built the render function; this gives it the shell).
    console.log('Building the app (vite build)...');
    const built = Date.now();
    if ((await run('npx', ['vite', 'build', '--logLevel', 'warn'])) !== 0) throw new Error('The app did not build.');
    console.log(`  built in ${since(built)} s`);
  }

  const smtpPort = emulatorSmtpPort(`${root}/functions/.env.${PROJECT_ID}`);
  // The seed's own mail (a confirmation per registration: hundreds) is counted, not listed line by line.
  let seedMail: number | null = null;
  closeMailSink = await startMailSink(smtpPort, `${root}/.emulators/mail`, (line) => {
    if (seedMail === null) console.log(line);
    else seedMail += 1;
  });

  const today = new Date();
  const key = snapshotKey(1, today);
  let snapshot = fresh ? null : findSnapshot(key.key);
  if (snapshot) {
    console.log(`Reusing the season seeded at ${snapshot.createdAt} (${relative(root, snapshot.dir)}).`);
  } else {
    console.log(
      fresh
        ? 'Seeding a fresh season (--fresh).'
        : `No saved season for ${key.day} and these sources (${key.key}): it will be seeded, then saved for later starts.`,
    );
  }

  mkdirSync(`${root}/.emulators`, { recursive: true });
  const log = createWriteStream(logFile);
  console.log(`Starting the Firebase emulators (${EMULATORS}); their log: .emulators/emulators.log`);
  const cli = firebaseCommand([
    'emulators:start',
    '--only',
    prod ? `${EMULATORS},hosting` : EMULATORS,
    '--project',
    PROJECT_ID,
    ...(snapshot ? ['--import', snapshot.dir] : []),
  ]);
  emulators = spawn(cli.command, cli.args, {
    cwd: root,
    env: emulatorEnv(setup),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: a terminal's Ctrl-C reaches it only through stop()
  });
  emulators.stdout?.pipe(log);
  emulators.stderr?.pipe(log);
  emulators.once('exit', (code) => {
    if (stopping) return;
    console.error(`\nThe emulators exited (code ${code}). Last lines of their log:\n`);
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n'));
    void stop(1);
  });
  // Open ports are not enough: Firestore triggers only fire for writes made
  // after the Functions emulator has registered them, which it announces with
  // "All emulators ready" (the seed relies on the triggers).
  const activity = new FunctionsActivity();
  const ready = new Promise<void>((resolve) => {
    let seen = '';
    emulators?.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      activity.push(text);
      seen = (seen + text).slice(-4096);
      if (seen.includes('All emulators ready')) resolve();
    });
  });
  void warmFirestore(() => stopping || emulators?.exitCode !== null);

  // The app's dev server starts alongside (--prod: the Hosting emulator serves the build instead).
  const serving = prod
    ? Promise.resolve()
    : createServer({
        root,
        server: {
          host: '127.0.0.1',
          port: PORTS.app,
          strictPort: true,
          // The emulators append to their logs on every request: watching them cost Vite seconds of CPU.
          watch: { ignored: ['**/.emulators/**', '**/*.log', '**/functions/lib/**'] },
        },
      }).then(async (server) => {
        vite = server;
        await server.listen();
      });

  const emulatorsStarted = Date.now();
  await waitForPorts(
    [PORTS.hub, PORTS.auth, PORTS.firestore, PORTS.functions, PORTS.storage, ...(prod ? [HOSTING_PORT] : [])],
    emulators,
    120_000,
  );
  await Promise.race([
    ready,
    new Promise((_, reject) => setTimeout(() => reject(new Error('The emulators did not report ready within 120 s.')), 120_000).unref()),
  ]);
  console.log(`Emulators ready: ${since(emulatorsStarted)} s`);
  emulatorPids = await runningEmulatorPids();

  let summary: SeedSummary;
  let how: string;
  const imported = snapshot ? await importedProblems(snapshot.summary, HOSTS, PROJECT_ID) : [];
  if (snapshot && imported.length === 0) {
    summary = snapshot.summary;
    how = `reused the season seeded at ${snapshot.createdAt.slice(0, 19).replace('T', ' ')} UTC`;
  } else {
    if (snapshot) {
      console.warn(`The imported snapshot is incomplete (${imported.join('; ')}): seeding again.`);
    }
    console.log('Seeding the demo season through the functions...');
    seedMail = 0;
    try {
      ({ summary, snapshot } = await seedAndSave(key, today, activity));
    } finally {
      console.log(`  ${seedMail} mails the seed's sign-ups and registrations sent: .emulators/mail/`);
      seedMail = null;
    }
    how = `seeded the season in ${summary.seconds} s`;
  }

  await serving;
  if (setup.storageStandIn) console.warn(STORAGE_STAND_IN_WARNING);
  console.log(
    [
      '',
      `  Ready in ${since(started)} s (${how}).`,
      `  Clubhouse is running: http://127.0.0.1:${appPort}` +
        (prod ? ' (production build on the Hosting emulator, pages rendered by the render function)' : ''),
      '',
      '  Demo log-ins',
      `    admin   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
      `    member  ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`,
      `    every other seeded member: <their email> / ${DEMO_PASSWORD}`,
      '',
      `  Season: ${summary.profiles} members, ${summary.teams} teams, ${summary.tournaments} tournaments, ` +
        `${summary.par3Events} Par 3 nights, ${summary.news} articles` +
        (snapshot ? ` (snapshot ${relative(root, snapshot.dir)}; \`npm start -- --fresh\` seeds anew)` : ''),
      '  Emulators: auth 9099, firestore 8080, functions 5001, storage 9199 (project demo-clubhouse)',
      `  Mail the functions send arrives at a local SMTP server on port ${smtpPort}: .emulators/mail/*.eml`,
      '  Press Ctrl-C to stop everything.',
      '',
    ].join('\n'),
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  void stop(1);
});
