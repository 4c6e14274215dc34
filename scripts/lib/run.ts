import { spawn, type SpawnOptions } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a step and stops the whole script when it fails. */
export async function step(title: string, command: string, args: string[], options: SpawnOptions = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const code = await run(command, args, options);
  console.log(`=== ${title}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) process.exit(code);
}

export const EMULATORS = 'auth,firestore,functions,storage';
export const PROJECT_ID = 'demo-clubhouse';
