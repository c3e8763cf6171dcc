// Turns the JSON reports of Vitest and Playwright into passed/failed/skipped counts and the names of
// what failed, so the last lines of a run say which tests to look at.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
    failures: vitestFailures(report),
  };
}

function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length > 0) return failed.map((test) => `${name} > ${test.fullName ?? test.title}`);
    return file.status === 'failed' ? [`${name} (did not load)`] : [];
  });
}

/** Playwright's JSON reporter. setupErrors are failures outside any test (global setup, a spec that does not load). */
export function countPlaywright(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    setupErrors: (report.errors ?? []).length,
    failures: playwrightFailures(report.suites ?? [], []),
  };
}

function playwrightFailures(suites, titles) {
  return suites.flatMap((suite) => {
    const trail = suite.title ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => withReason([...trail, spec.title].join(' > '), test)),
    );
    return [...own, ...playwrightFailures(suite.suites ?? [], trail)];
  });
}

/** The name of a failed test and the first line of its last error, so a CI log alone says why. */
function withReason(name, test) {
  const message = (test.results ?? []).at(-1)?.error?.message ?? '';
  const firstLine = stripVTControlCharacters(message).split('\n')[0].trim();
  return firstLine ? `${name}: ${firstLine.slice(0, 300)}` : name;
}
