// Adds up the JSON reports of every test run in CI and prints, for each suite, its 15 slowest test files (where the
// time goes as the suite grows), then one closing line: "N passed, N failed". A Vitest suite's file times come from
// `<report>.files.json` beside its report (.ci/file-times.mjs: imports and hooks included) when it is there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const slowestShown = 15;

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
  const fileTimes = file.replace(/\.json$/, '.files.json');
  const seconds = existsSync(fileTimes)
    ? new Map(Object.entries(JSON.parse(readFileSync(fileTimes, 'utf8'))))
    : fileSeconds(report);
  printSlowest(path.basename(file, '.json'), seconds);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

/** Seconds per test file: Vitest's first test start to last test end, or the sum of Playwright's attempts per spec. */
function fileSeconds(report) {
  const seconds = new Map();
  if (Array.isArray(report.testResults)) {
    for (const result of report.testResults) {
      seconds.set(path.relative(process.cwd(), result.name), (result.endTime - result.startTime) / 1000);
    }
    return seconds;
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const attempts = spec.tests.flatMap((test) => test.results ?? []);
      const total = attempts.reduce((sum, attempt) => sum + (attempt.duration ?? 0), 0) / 1000;
      seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + total);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return seconds;
}

function printSlowest(suite, seconds) {
  if (seconds.size === 0) return;
  const total = [...seconds.values()].reduce((sum, value) => sum + value, 0);
  console.log(`${suite}: ${seconds.size} files, ${total.toFixed(0)} s summed over files; the slowest:`);
  const slowest = [...seconds].sort((a, b) => b[1] - a[1]).slice(0, slowestShown);
  for (const [file, value] of slowest) console.log(`  ${value.toFixed(1).padStart(7)} s  ${file}`);
}
