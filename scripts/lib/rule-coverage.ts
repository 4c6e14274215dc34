/**
 * The Firestore emulator's rule coverage: which expressions of firestore.rules
 * the tests evaluated. The JSON (`/emulator/v1/projects/<id>:ruleCoverage`) is
 * `{ rules: { files: [{ content }] }, report: Node[] }`, where every Node is one
 * expression with its source position, the `values` it evaluated to with their
 * counts (absent when the expression never ran; `{}` when it was skipped) and its
 * sub-expressions as `children`.
 */

/** The project id the rules tests use, apart from the app's, so that no Cloud Functions trigger fires on them. */
export const RULES_PROJECT_ID = 'demo-clubhouse-rules';

export interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset?: number; endOffset?: number };
  values?: { value: unknown; count: number }[];
  children?: CoverageNode[];
}

export interface CoverageReport {
  rules?: { files?: { content?: string }[] };
  report?: CoverageNode[];
}

export interface Uncovered {
  line: number;
  column: number;
  /** The source from the expression's start to the end of its line. */
  source: string;
}

/**
 * Evaluated at least once. An expression skipped by short-circuiting (`a && b` with
 * `a` false) is still listed, with an empty value `{}`: that does not count.
 */
const evaluated = (node: CoverageNode) =>
  (node.values ?? []).some((v) => v.count > 0 && typeof v.value === 'object' && v.value !== null && Object.keys(v.value).length > 0);

/**
 * Every expression never evaluated, outermost only: the sub-expressions of an
 * expression that never ran are not listed again. Sorted by position.
 */
export function uncoveredExpressions(coverage: CoverageReport): Uncovered[] {
  const content = coverage.rules?.files?.[0]?.content ?? '';
  const found: Uncovered[] = [];
  const visit = (node: CoverageNode) => {
    if (!evaluated(node)) {
      const { line, column } = node.sourcePosition;
      // endOffset does not reliably mark the expression's end: show the rest of its line.
      const source = (content.split('\n')[line - 1] ?? '').slice(column - 1).trim();
      found.push({ line, column, source });
      return;
    }
    node.children?.forEach(visit);
  };
  coverage.report?.forEach(visit);
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** A readable verdict: null when every expression ran, otherwise one line per gap. */
export function coverageFailure(coverage: CoverageReport): string | null {
  if (!coverage.report || coverage.report.length === 0) {
    return 'The rule coverage report is empty: no rules test ran against the emulator.';
  }
  const gaps = uncoveredExpressions(coverage);
  if (gaps.length === 0) return null;
  return [
    `${gaps.length} firestore.rules expression(s) never evaluated by the rules tests:`,
    ...gaps.map((gap) => `  L${gap.line}:${gap.column}  ${gap.source}`),
  ].join('\n');
}

/** The coverage URLs of the Firestore emulator at `host` (host:port) for the rules tests' project. */
export function coverageUrls(host: string, projectId = RULES_PROJECT_ID) {
  const base = `http://${host}/emulator/v1/projects/${projectId}:ruleCoverage`;
  return { json: base, html: `${base}.html` };
}
