/**
 * `npm start`: the whole site locally. Builds the functions, prepares the
 * emulators for this machine, starts Auth, Firestore, Functions and Storage
 * emulators for demo-clubhouse, seeds the demo season, serves the app on
 * http://127.0.0.1:5173 and prints the demo log-ins. Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { STORAGE_STAND_IN_WARNING, prepareEmulators } from './emulators/prepare';
import { startMailSink, emulatorSmtpPort } from './lib/mail-sink';
import { EMULATORS, PROJECT_ID, bin, root, run } from './lib/run';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD } from './seed/accounts';
import { seed } from './seed/index';

const PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199, hub: 4400, app: 5173 };
const logFile = `${root}/.emulators/emulators.log`;

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
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The emulators did not open ports ${ports.join(', ')} within ${timeoutMs / 1000} s.`);
}

let emulators: ChildProcess | undefined;
let vite: ViteDevServer | undefined;
let closeMailSink: (() => Promise<void>) | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping the app and the emulators...');
    await vite?.close();
    await closeMailSink?.();
    if (emulators && emulators.exitCode === null) {
      const exited = new Promise((r) => emulators?.once('exit', r));
      emulators.kill('SIGINT');
      const timer = setTimeout(() => emulators?.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  }
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function main(): Promise<void> {
  const busy = (await Promise.all(Object.values(PORTS).map(async (p) => ((await portOpen(p)) ? p : null)))).filter(
    (p) => p !== null,
  );
  if (busy.length > 0) {
    throw new Error(`Ports ${busy.join(', ')} are already in use: is another copy of the site still running?`);
  }

  console.log('Building the Cloud Functions...');
  if ((await run('npm', ['run', '--silent', 'build:functions'])) !== 0) throw new Error('The functions did not build.');

  const smtpPort = emulatorSmtpPort(`${root}/functions/.env.${PROJECT_ID}`);
  closeMailSink = await startMailSink(smtpPort, `${root}/.emulators/mail`, (line) => console.log(line));

  const setup = prepareEmulators();
  mkdirSync(`${root}/.emulators`, { recursive: true });
  const log = createWriteStream(logFile);
  console.log(`Starting the Firebase emulators (${EMULATORS}); their log: .emulators/emulators.log`);
  emulators = spawn(bin('firebase'), ['emulators:start', '--only', EMULATORS, '--project', PROJECT_ID], {
    cwd: root,
    env: { ...process.env, ...setup.env },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  const ready = new Promise<void>((resolve) => {
    let seen = '';
    emulators?.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes('All emulators ready')) resolve();
    });
  });
  await waitForPorts([PORTS.hub, PORTS.auth, PORTS.firestore, PORTS.functions, PORTS.storage], emulators, 120_000);
  await Promise.race([
    ready,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('The emulators did not report ready within 120 s.')), 120_000).unref(),
    ),
  ]);

  console.log('Seeding the demo season...');
  const summary = await seed({});

  vite = await createServer({ root, server: { host: '127.0.0.1', port: PORTS.app, strictPort: true } });
  await vite.listen();

  if (setup.storageStandIn) console.warn(STORAGE_STAND_IN_WARNING);
  console.log(
    [
      '',
      '  Clubhouse is running: http://127.0.0.1:5173',
      '',
      '  Demo log-ins',
      `    admin   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
      `    member  ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`,
      `    every other seeded member: <their email> / ${DEMO_PASSWORD}`,
      '',
      `  Seeded in ${summary.seconds} s: ${summary.profiles} members, ${summary.teams} teams, ${summary.tournaments} tournaments, ` +
        `${summary.par3Events} Par 3 nights, ${summary.news} articles`,
      '  Emulators: auth 9099, firestore 8080, functions 5001, storage 9199 (project demo-clubhouse)',
      `  Mail the functions send arrives at a local SMTP server on port ${smtpPort}: .emulators/mail/*.eml`,
      '  Press Ctrl-C to stop everything.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  void stop(1);
});
