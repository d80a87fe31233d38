// Mocha's spec output, plus the run's counts and each file's wall time written to
// $TEST_STATS_FILE for test/run-all.ts, with each failed test's file, title and first error
// line, so the summary at the end of a CI log names what failed.
const fs = require("node:fs");
const path = require("node:path");
const Mocha = require("mocha");

const { EVENT_RUN_END, EVENT_SUITE_BEGIN, EVENT_SUITE_END, EVENT_TEST_FAIL } = Mocha.Runner.constants;

class CountingReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const fileMs = {};
    const started = new Map();
    const failed = [];
    runner.on(EVENT_TEST_FAIL, (test, err) => {
      const file = test.file ? path.relative(process.cwd(), test.file) : "(no file)";
      const why = String(err?.message ?? err)
        .split("\n")[0]
        .slice(0, 300);
      failed.push({ file, title: test.fullTitle().slice(0, 300), why });
    });
    // A file's top-level suites, timed from their first hook to their last.
    runner.on(EVENT_SUITE_BEGIN, (suite) => {
      if (suite.file && suite.parent?.root) started.set(suite, Date.now());
    });
    runner.on(EVENT_SUITE_END, (suite) => {
      const start = started.get(suite);
      if (start === undefined) return;
      const file = path.relative(process.cwd(), suite.file);
      fileMs[file] = (fileMs[file] ?? 0) + (Date.now() - start);
    });
    runner.once(EVENT_RUN_END, () => {
      const file = process.env.TEST_STATS_FILE;
      if (file) fs.writeFileSync(file, JSON.stringify({ ...runner.stats, fileMs, failed }));
    });
  }
}

module.exports = CountingReporter;
