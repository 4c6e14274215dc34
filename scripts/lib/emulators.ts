/**
 * Running the Firebase emulators for `npm start` and `npm test`: the CLI
 * command (with a preload that makes the emulators start in seconds), the
 * environment they run with, and the few emulator endpoints the scripts use.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_REGION, type CallableName } from '../../src/lib/schemas/callables';
import type { EmulatorSetup } from '../emulators/prepare';
import { PROJECT_ID, root } from './run';

export const HOSTS = {
  hub: '127.0.0.1:4400',
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  functions: '127.0.0.1:5001',
  storage: '127.0.0.1:9199',
};

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

/** The environment the emulators run with: what prepare found for this machine, and the worker bounds. */
export function emulatorEnv(setup: EmulatorSetup): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...setup.env,
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? String(FUNCTIONS_IN_PARALLEL),
    FUNCTIONS_DISCOVERY_TIMEOUT: String(WORKER_LOAD_TIMEOUT_S),
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
