import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverageFailure, coverageUrls, uncoveredExpressions, type CoverageReport } from '../../scripts/lib/rule-coverage';

/**
 * Real reports captured from the Firestore emulator (1.19.9) for a small rules file:
 * "partial" after a visitor read open/a and was refused a write to it; "complete"
 * after an admin also wrote open/a and read closed/a.
 */
const sample = (name: 'partial' | 'complete') =>
  JSON.parse(readFileSync(`tests/unit/fixtures/rule-coverage-${name}.json`, 'utf8')) as CoverageReport;

describe('rule coverage gate', () => {
  it('finds the expressions a run never evaluated, including ones skipped by short-circuiting', () => {
    expect(uncoveredExpressions(sample('partial'))).toEqual([
      // `request.auth != null && <this>`: only visitors asked, so the claim was never read.
      { line: 4, column: 57, source: 'request.auth.token.admin == true; }' },
      // `isAdmin() && <this>`: the payload check never ran.
      { line: 7, column: 36, source: 'request.resource.data.n is int;' },
      // The whole rule of a collection nobody touched.
      { line: 10, column: 22, source: 'isAdmin();' },
    ]);
  });

  it('fails the run with one line per gap', () => {
    expect(coverageFailure(sample('partial'))).toBe(
      [
        '3 firestore.rules expression(s) never evaluated by the rules tests:',
        '  L4:57  request.auth.token.admin == true; }',
        '  L7:36  request.resource.data.n is int;',
        '  L10:22  isAdmin();',
      ].join('\n'),
    );
  });

  it('passes a run that evaluated every expression', () => {
    expect(uncoveredExpressions(sample('complete'))).toEqual([]);
    expect(coverageFailure(sample('complete'))).toBeNull();
  });

  it('fails a run whose report is empty (no rules test ran)', () => {
    expect(coverageFailure({ rules: { files: [] }, report: [] })).toMatch(/no rules test ran/);
    expect(coverageFailure({})).toMatch(/no rules test ran/);
  });

  it('builds the JSON and HTML report URLs for the rules tests project', () => {
    expect(coverageUrls('127.0.0.1:8080')).toEqual({
      json: 'http://127.0.0.1:8080/emulator/v1/projects/demo-clubhouse-rules:ruleCoverage',
      html: 'http://127.0.0.1:8080/emulator/v1/projects/demo-clubhouse-rules:ruleCoverage.html',
    });
  });
});
