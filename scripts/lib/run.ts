import { spawn, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
/** The local project (.firebaserc's default): a demo- id, so it only ever talks to the emulators. */
export const PROJECT_ID = (JSON.parse(readFileSync(resolve(root, '.firebaserc'), 'utf8')) as { projects: { default: string } }).projects
  .default;

export interface Step {
  title: string;
  command: string;
  args: string[];
}

/**
 * Runs single-threaded steps side by side (the machine has more than one core)
 * and stops the whole script if any fails. Each step's output is kept and
 * printed whole, in the steps' order, so the log reads as if they ran in turn.
 */
export async function stepsTogether(steps: readonly Step[]): Promise<void> {
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise<{ title: string; code: number; output: string; seconds: string }>((resolvePromise, reject) => {
          const started = Date.now();
          const chunks: Buffer[] = [];
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout?.on('data', (c: Buffer) => chunks.push(c));
          child.stderr?.on('data', (c: Buffer) => chunks.push(c));
          child.on('error', reject);
          child.on('close', (code, signal) =>
            resolvePromise({
              title,
              code: code ?? (signal ? 1 : 0),
              output: Buffer.concat(chunks).toString(),
              seconds: ((Date.now() - started) / 1000).toFixed(1),
            }),
          );
        }),
    ),
  );
  for (const { title, code, output, seconds } of results) {
    console.log(`\n=== ${title}`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    console.log(`=== ${title}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s (alongside the other steps)`);
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) process.exit(failed.code);
}
