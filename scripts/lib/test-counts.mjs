// Turns the JSON reports of Vitest and Playwright into passed/failed/skipped counts.

/** Vitest's JSON reporter. A file that fails to load has no test results of its own, so it counts once. */
export function countVitest(report) {
  const unloadedFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + unloadedFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON reporter. setupErrors are failures outside any test (global setup, a spec that does not load). */
export function countPlaywright(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    setupErrors: (report.errors ?? []).length,
  };
}
