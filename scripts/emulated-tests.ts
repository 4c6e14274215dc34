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
const [json, html] = await Promise.all([fetch(urls.json), fetch(urls.html)]);
const coverageJson = await json.text();
writeFileSync(`${root}/reports/firestore-rules-coverage.json`, coverageJson);
writeFileSync(`${root}/reports/firestore-rules-coverage.html`, await html.text());
console.log('Rule coverage report: reports/firestore-rules-coverage.html (and .json)');
const failure = json.ok
  ? coverageFailure(JSON.parse(coverageJson) as CoverageReport)
  : `The Firestore emulator gave no rule coverage (HTTP ${json.status}).`;
if (failure) {
  console.error(failure);
  console.log('=== Firestore rule coverage: FAILED');
  process.exit(1);
}
console.log('=== Firestore rule coverage: ok (every expression evaluated)');

await step('Browser tests', bin('playwright'), ['test']);
