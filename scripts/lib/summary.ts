import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from './run';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

type Json = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** Counts from a vitest JSON report or a Playwright JSON report. */
export function countReport(report: Json): Counts {
  if ('numPassedTests' in report) {
    return {
      passed: num(report.numPassedTests),
      failed: num(report.numFailedTests),
      skipped: num(report.numPendingTests) + num(report.numTodoTests),
    };
  }
  const stats = (report.stats ?? {}) as Json;
  return { passed: num(stats.expected) + num(stats.flaky), failed: num(stats.unexpected), skipped: num(stats.skipped) };
}

/** Prints one closing line over every report: "tests: N passed, N failed, N skipped". */
export function summarise(files: string[]): void {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const file of files) {
    const path = resolve(root, file);
    if (!existsSync(path)) continue;
    const counts = countReport(JSON.parse(readFileSync(path, 'utf8')) as Json);
    console.log(`${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}
