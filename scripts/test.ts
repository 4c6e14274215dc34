/**
 * `npm test`: every check, in order, failing fast: typecheck, lint and formatting (side by side), unit tests,
 * builds, then the rules, functions and browser tests inside one emulator run
 * (firebase emulators:exec starts and stops the emulators itself).
 */
import { mkdirSync } from 'node:fs';
import { prepareEmulators } from './emulators/prepare';
import { emulatorEnv, firebaseCommand } from './lib/emulators';
import { EMULATORS, PROJECT_ID, bin, root, step, stepsTogether } from './lib/run';
import { summarise } from './lib/summary';

mkdirSync(`${root}/reports`, { recursive: true });

// Each is single-threaded: side by side they take the time of the longest one.
await stepsTogether([
  { title: 'Typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { title: 'Lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { title: 'Formatting', command: 'npm', args: ['run', '--silent', 'format:check'] },
]);
await step('Unit tests', bin('vitest'), [
  'run',
  '--project',
  'unit',
  '--project',
  'components',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/unit.json',
]);
await step('Build functions', 'npm', ['run', '--silent', 'build:functions']);
await step('Build app', bin('vite'), ['build', '--logLevel', 'warn']);

const setup = prepareEmulators();
// The same emulator CLI and bounds as `npm start` (scripts/lib/emulators.ts): fast start, few workers, patient loads.
// Hosting too: the browser tests' 'ssr' project reads the pages as Hosting serves them (the render function, decision 0013).
const cli = firebaseCommand([
  'emulators:exec',
  '--only',
  `${EMULATORS},hosting`,
  '--project',
  PROJECT_ID,
  `${bin('tsx')} scripts/emulated-tests.ts`,
]);
await step('Rules, functions and browser tests on the emulators', cli.command, cli.args, {
  env: { ...emulatorEnv(setup), STORAGE_STAND_IN: setup.storageStandIn ? '1' : '' },
});

summarise(['reports/unit.json', 'reports/rules.json', 'reports/e2e.json']);
