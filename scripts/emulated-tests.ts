/**
 * Runs inside `firebase emulators:exec`: rules and functions tests (which clear
 * the data they use), the Firestore rule coverage gate, then the seed, then the
 * browser tests on the seeded site.
 */
import { writeFileSync } from 'node:fs';
import { useEmulatorEnv } from './lib/emulators';
import { coverageFailure, coverageUrls, type CoverageReport } from './lib/rule-coverage';
import { bin, root, step } from './lib/run';

await step('Rules and functions tests', bin('vitest'), [
  'run',
  '--project',
  'emulated',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/rules.json',
]);

// Coverage gate: every expression of firestore.rules must have been evaluated by the rules tests.
console.log('\n=== Firestore rule coverage');
const urls = coverageUrls(useEmulatorEnv().firestore);
/**
 * The report is tens of megabytes after a thousand rules tests, and a busy emulator
 * may close the connection while it writes it: one at a time, asked again after a pause.
 */
async function download(url: string): Promise<{ ok: boolean; status: number; text: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url);
      return { ok: response.ok, status: response.status, text: await response.text() };
    } catch (error) {
      if (attempt === 4) throw error;
      console.log(`Rule coverage: ${String(error)}; asking again (${attempt} of 3)`);
      await new Promise((resolve) => setTimeout(resolve, attempt * 5000));
    }
  }
}
const json = await download(urls.json);
writeFileSync(`${root}/reports/firestore-rules-coverage.json`, json.text);
const html = await download(urls.html).catch((error: unknown) => ({ ok: false, status: 0, text: String(error) }));
if (html.ok) writeFileSync(`${root}/reports/firestore-rules-coverage.html`, html.text);
console.log(
  `Rule coverage report: reports/firestore-rules-coverage.json${html.ok ? ' (and .html)' : ' (no HTML: the emulator did not give it)'}`,
);
const failure = json.ok
  ? coverageFailure(JSON.parse(json.text) as CoverageReport)
  : `The Firestore emulator gave no rule coverage (HTTP ${json.status}).`;
if (failure) {
  console.error(failure);
  console.log('=== Firestore rule coverage: FAILED');
  process.exit(1);
}
console.log('=== Firestore rule coverage: ok (every expression evaluated)');

await step('Browser tests', bin('playwright'), ['test']);
