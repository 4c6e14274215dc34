/**
 * Running the Firebase emulators for `npm start` and `npm test`: the CLI
 * command (with a preload that makes the emulators start in seconds), the
 * environment they run with, and the few emulator endpoints the scripts use.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_REGION, type CallableName } from '../../src/lib/schemas/callables';
import type { EmulatorSetup } from '../emulators/prepare';
import { PROJECT_ID, root } from './run';

type EmulatorName = 'hub' | 'auth' | 'firestore' | 'functions' | 'storage';
const emulators = (
  JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8')) as { emulators: Record<EmulatorName, { host: string; port: number }> }
).emulators;
const hostOf = (name: EmulatorName) => `${emulators[name].host}:${emulators[name].port}`;

/** Where each emulator listens: firebase.json's, the one place the ports are written. */
export const HOSTS: Record<EmulatorName, string> = {
  hub: hostOf('hub'),
  auth: hostOf('auth'),
  firestore: hostOf('firestore'),
  functions: hostOf('functions'),
  storage: hostOf('storage'),
};

/**
 * Points the Admin SDK (and anything reading the standard variables) at the
 * emulators, unless the environment already names them (firebase emulators:exec
 * sets them); returns the hosts in use.
 */
export function useEmulatorEnv(): Record<'firestore' | 'auth' | 'storage' | 'functions', string> {
  process.env.FIRESTORE_EMULATOR_HOST ??= HOSTS.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= HOSTS.auth;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= HOSTS.storage;
  // No Google metadata server is ever needed against the emulators; skipping
  // the probe avoids a stray MetadataLookupWarning on machines without one.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  return {
    firestore: process.env.FIRESTORE_EMULATOR_HOST,
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
    functions: process.env.FUNCTIONS_EMULATOR_HOST ?? HOSTS.functions,
  };
}

/** Signs in through the Auth emulator's REST API; resolves to a fresh ID token (claims included). */
export async function signInWithPassword(email: string, password: string, authHost = useEmulatorEnv().auth): Promise<string> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!body.idToken) throw new Error(`Signing in as ${email} failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/** The password-reset codes the Auth emulator issued to an address, oldest first. */
export async function passwordResetCodes(email: string, projectId = PROJECT_ID): Promise<string[]> {
  const response = await fetch(`http://${useEmulatorEnv().auth}/emulator/v1/projects/${projectId}/oobCodes`);
  const body = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  return body.oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').map((c) => c.oobCode);
}

async function emulatorDelete(host: string, path: string, what: string): Promise<void> {
  const url = `http://${host}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'DELETE' });
    // The Firestore emulator answers 409 while a function is inside a transaction: wait for it.
    for (let attempt = 1; response.status === 409 && attempt < 40; attempt += 1) {
      await new Promise((r) => setTimeout(r, 500));
      response = await fetch(url, { method: 'DELETE' });
    }
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new Error(`Cannot reach the ${what} emulator at ${host} (${reason}). Start the emulators first (\`npm start\`).`);
  }
  if (!response.ok) throw new Error(`Clearing the ${what} emulator failed: ${response.status} ${await response.text()}`);
}

/** Deletes every Firestore document and every Auth account of a demo project (emulator REST API). */
export async function wipeEmulators(projectId = PROJECT_ID): Promise<void> {
  if (!projectId.startsWith('demo-')) throw new Error(`Refusing to wipe "${projectId}": only demo- projects live in the emulators.`);
  const hosts = useEmulatorEnv();
  await emulatorDelete(hosts.firestore, `/emulator/v1/projects/${projectId}/databases/(default)/documents`, 'Firestore');
  await emulatorDelete(hosts.auth, `/emulator/v1/projects/${projectId}/accounts`, 'Auth');
}

/**
 * A callable's address on the Functions emulator, in the functions' region
 * (FUNCTIONS_REGION, as the functions read it; the registry's default otherwise).
 */
export function callableUrl(
  name: CallableName,
  functionsHost = process.env.FUNCTIONS_EMULATOR_HOST ?? HOSTS.functions,
  projectId = PROJECT_ID,
): string {
  return `http://${functionsHost}/${projectId}/${process.env.FUNCTIONS_REGION ?? DEFAULT_REGION}/${name}`;
}

/**
 * Functions running at once on the Functions emulator. It starts one worker
 * process (a second or more of CPU each) per function per concurrent call;
 * unbounded, a burst of trigger events starts dozens. Four keeps every
 * function warm with a few workers; the rest wait their turn in its queue.
 */
export const FUNCTIONS_IN_PARALLEL = 4;

/** The Firebase CLI, run by this Node with the preload (scripts/lib/emulator-preload.mjs). */
export function firebaseCommand(args: readonly string[]): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [
      '--import',
      pathToFileURL(resolve(root, 'scripts/lib/emulator-preload.mjs')).href,
      resolve(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      ...args,
    ],
  };
}

/**
 * Seconds a new Functions emulator worker may take to load the functions. The
 * emulator's default, 30 s, is exceeded on a busy machine, and an event whose
 * worker did not load in time is dropped: a trigger silently never runs.
 */
const WORKER_LOAD_TIMEOUT_S = 180;

const LEFTOVER_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * The Functions emulator's worker sockets (fire_emu_*.sock) and the folders
 * its function discovery writes (firebase-discovery-*) stay behind when the
 * emulators are stopped hard: a thousand in a busy day. Those older than
 * `before` are removed (six hours by default), a socket only when no process
 * listens on it (Linux's /proc/net/unix; elsewhere sockets are left): an
 * `npm start` left running all day keeps its workers' sockets while `npm test` starts.
 */
export function clearLeftovers(tmp: string, before: number, listening = listeningSockets()): number {
  let removed = 0;
  for (const name of readdirSync(tmp)) {
    const socket = /^fire_emu_[0-9a-f]+\.sock$/.test(name);
    if (!socket && !/^firebase-discovery-\w+$/.test(name)) continue;
    const path = resolve(tmp, name);
    if (socket && (!listening || listening.has(path))) continue;
    try {
      if (statSync(path).mtimeMs >= before) continue;
      rmSync(path, { recursive: true, force: true });
      removed += 1;
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}

/** The paths of the Unix sockets bound on this machine, or null where /proc/net/unix cannot say. */
function listeningSockets(): Set<string> | null {
  try {
    const lines = readFileSync('/proc/net/unix', 'utf8').split('\n').slice(1);
    return new Set(lines.map((line) => line.trim().split(/\s+/)[7]).filter((path): path is string => !!path));
  } catch {
    return null;
  }
}

/** The environment the emulators run with: what prepare found for this machine, and the worker bounds. */
export function emulatorEnv(setup: EmulatorSetup): NodeJS.ProcessEnv {
  // The Storage emulator keeps uploads under the OS temporary folder
  // (/tmp/firebase/storage) and removes it when it stops: two checkouts running
  // emulators on one machine would delete each other's files (and crash the
  // other's CLI on its next upload). Each checkout gets a temporary folder of its own.
  const tmp = resolve(root, '.emulators/tmp');
  mkdirSync(tmp, { recursive: true });
  clearLeftovers(tmp, Date.now() - LEFTOVER_AGE_MS);
  return {
    ...process.env,
    ...setup.env,
    TMPDIR: tmp,
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? String(FUNCTIONS_IN_PARALLEL),
    FUNCTIONS_DISCOVERY_TIMEOUT: String(WORKER_LOAD_TIMEOUT_S),
    // The CLI learns the functions from a process that loads them. By default
    // that process serves the list over HTTP, and the CLI then waits for it to
    // exit: 5 s more, until the server's kept-alive connection times out. Asked
    // to write the list to a file instead (a firebase-tools option), it exits
    // as soon as it has written it.
    FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH ?? 'true',
    // The CLI's debug log, out of the project's root (which npm start's dev server watches): see the preload.
    CLUBHOUSE_DEBUG_LOG: resolve(root, '.emulators/firebase-debug.log'),
  };
}

/**
 * Makes the Firestore emulator load its rules and storage engine now (its
 * first request takes seconds), while the CLI is still starting the other
 * emulators, instead of when the Functions emulator registers its triggers.
 */
export async function warmFirestore(isStopped: () => boolean): Promise<void> {
  const url = `http://${HOSTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/_warmup/_warmup`;
  while (!isStopped()) {
    try {
      await fetch(url, { headers: { authorization: 'Bearer owner' } });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Process ids of the emulators the CLI runs as separate processes (e.g. the Firestore JVM), from the hub. */
export async function runningEmulatorPids(): Promise<number[]> {
  try {
    const running = (await (await fetch(`http://${HOSTS.hub}/emulators`)).json()) as Record<string, { pid?: unknown }>;
    return Object.values(running)
      .map((e) => e.pid)
      .filter((pid): pid is number => typeof pid === 'number' && pid > 0);
  } catch {
    return [];
  }
}

/** Exports what every emulator holds into `dir` (the hub's export, as `firebase emulators:export` does). */
export async function exportEmulators(dir: string): Promise<void> {
  const response = await fetch(`http://${HOSTS.hub}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: dir, initiatedBy: 'clubhouse-start' }),
  });
  if (!response.ok) throw new Error(`The emulators' export failed: ${response.status} ${await response.text()}`);
}

/**
 * Follows the Functions emulator's log ("Beginning execution of", "Finished")
 * to know how many functions are running, so a snapshot is taken only once
 * every trigger the seed caused has finished.
 */
export class FunctionsActivity {
  private running = 0;
  private lastChange = Date.now();
  private buffer = '';

  /** Feed it the emulators' stdout. */
  push(chunk: string): void {
    const lines = (this.buffer + chunk).split('\n');
    this.buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('functions: Beginning execution of')) this.changed(+1);
      else if (/functions: Finished "[^"]+" in/.test(line)) this.changed(-1);
    }
  }

  private changed(delta: number): void {
    this.running = Math.max(0, this.running + delta);
    this.lastChange = Date.now();
  }

  /** Resolves once no function has run for `quietMs`; false if that took longer than `timeoutMs`. */
  async idle(quietMs = 750, timeoutMs = 30_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.running === 0 && Date.now() - this.lastChange >= quietMs) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  }
}
