import { writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// The wall-clock time of each test layer in the one Playwright run: the HTTP layer (project `http`) and
// e2e (`desktop` and `mobile`), from the first test's start to the last test's end. The projects are
// dispatched in the config's order, so the two spans follow each other (they overlap by at most the
// last HTTP tests still running when the first e2e tests start). Printed at the end of the run and, when
// LAYER_TIMES_FILE names a file, written there for `npm test`'s summary (scripts/test.mjs).

const LAYERS: Record<string, string> = { http: 'HTTP layer', desktop: 'e2e layer', mobile: 'e2e layer' };

export default class LayerTimes implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const layer = LAYERS[project] ?? project;
    const start = result.startTime.getTime();
    const span = this.spans.get(layer) ?? { start, end: start, tests: 0 };
    span.start = Math.min(span.start, start);
    span.end = Math.max(span.end, start + result.duration);
    span.tests += 1;
    this.spans.set(layer, span);
  }

  onEnd(_result: FullResult): void {
    const lines = [...this.spans].map(
      ([layer, span]) => `${Math.round((span.end - span.start) / 1000)} s  ${layer} (${span.tests} tests)`,
    );
    if (lines.length === 0) return;
    console.log(`\nTime of each layer:\n${lines.map((line) => `  ${line}`).join('\n')}`);
    const file = process.env.LAYER_TIMES_FILE;
    if (file) writeFileSync(file, JSON.stringify(lines));
  }
}
