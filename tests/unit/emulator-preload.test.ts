/**
 * The emulators' preload (scripts/lib/emulator-preload.mjs) sends the Firebase
 * CLI's debug log where CLUBHOUSE_DEBUG_LOG says, out of the project's root that
 * npm start's dev server watches, at the CLI's info level unless DEBUG is set.
 * Run in a Node process of its own, as the CLI runs it, in a folder of the test's own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'preload-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Where the CLI's own start-up (`useFileLogger()`, no argument) puts its log file, and at which level. */
function fileLogger(env: Record<string, string>): { file: string; level: string } {
  const probe = [
    `const logger = require(require.resolve('firebase-tools/lib/logger', { paths: [${JSON.stringify(root)}] }));`,
    'const file = logger.useFileLogger();',
    'const transport = logger.logger.transports.find((t) => t.filename !== undefined);',
    'process.stdout.write(JSON.stringify({ file, level: transport.level }));',
  ].join('\n');
  const rest = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DEBUG' && k !== 'CLUBHOUSE_DEBUG_LOG'));
  const out = execFileSync(
    process.execPath,
    ['--import', pathToFileURL(join(root, 'scripts/lib/emulator-preload.mjs')).href, '--input-type=commonjs', '-e', probe],
    { cwd: dir, env: { ...rest, ...env }, encoding: 'utf8' },
  );
  return JSON.parse(out) as { file: string; level: string };
}

describe('the CLI debug log', { timeout: 30_000 }, () => {
  const log = join(dir, 'firebase-debug.log');

  it('goes where CLUBHOUSE_DEBUG_LOG says, at the info level', () => {
    expect(fileLogger({ CLUBHOUSE_DEBUG_LOG: log })).toEqual({ file: log, level: 'info' });
  });

  it('keeps the debug level when DEBUG is set', () => {
    expect(fileLogger({ CLUBHOUSE_DEBUG_LOG: log, DEBUG: '1' })).toEqual({ file: log, level: 'debug' });
  });

  it("stays in the CLI's own place (the folder it runs in) without the variable", () => {
    expect(fileLogger({})).toEqual({ file: join(dir, 'firebase-debug.log'), level: 'debug' });
  });
});
