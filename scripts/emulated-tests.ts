/**
 * Runs inside `firebase emulators:exec`: rules and functions tests (which clear
 * the data they use), then the seed, then the browser tests on the seeded site.
 */
import { writeFileSync } from 'node:fs';
import { PROJECT_ID, bin, root, step } from './lib/run';

await step('Rules and functions tests', bin('vitest'), [
  'run', '--project', 'emulated', '--reporter=default', '--reporter=json', '--outputFile.json=reports/rules.json',
]);

const coverage = await fetch(
  `http://127.0.0.1:8080/emulator/v1/projects/${PROJECT_ID}:ruleCoverage.html`,
);
writeFileSync(`${root}/reports/firestore-rules-coverage.html`, await coverage.text());
console.log('Rule coverage report: reports/firestore-rules-coverage.html');

await step('Browser tests', bin('playwright'), ['test']);
