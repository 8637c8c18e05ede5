// Vitest reporter for CI: writes each test file's whole time (preparing, importing, setup, hooks and tests; the JSON
// reporter counts the tests only) to the file named by VITEST_FILE_TIMES, as { "path": seconds }.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  onTestRunEnd(testModules) {
    const output = process.env.VITEST_FILE_TIMES;
    if (!output) return;
    const seconds = {};
    for (const testModule of testModules) {
      const { prepareDuration, collectDuration, setupDuration, duration } = testModule.diagnostic();
      seconds[path.relative(process.cwd(), testModule.moduleId)] =
        (prepareDuration + collectDuration + setupDuration + duration) / 1000;
    }
    writeFileSync(output, `${JSON.stringify(seconds, null, 2)}\n`);
  }
}
